import { mainText } from "#tests/setup/shingles.ts";
const [a, b] = [process.argv[2]!, process.argv[3]!];
const words = async (u: string) => mainText(await (await fetch("http://127.0.0.1:3411" + u)).text()).toLowerCase().match(/[a-z0-9]+(?:['’-][a-z0-9]+)*/g)!;
const wa = await words(a), wb = await words(b);
const sb = new Set<string>(); for (let i = 0; i + 5 <= wb.length; i++) sb.add(wb.slice(i, i + 5).join(" "));
const mark = wa.map(() => false);
for (let i = 0; i + 5 <= wa.length; i++) if (sb.has(wa.slice(i, i + 5).join(" "))) for (let k = 0; k < 5; k++) mark[i + k] = true;
console.log(wa.map((w, i) => (mark[i] ? w.toUpperCase() : w)).join(" "));
