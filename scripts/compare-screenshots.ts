// Compares the PNGs of two scripts/snapshot-html.ts runs pixel by pixel and
// lists every picture that differs (size, or how many pixels changed).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error(
    "usage: npx tsx scripts/compare-screenshots.ts <before> <after>",
  );
  process.exit(2);
}

let differing = 0;
const names = fs.readdirSync(before).filter((name) => name.endsWith(".png"));
for (const name of names) {
  const other = path.join(after, name);
  if (!fs.existsSync(other)) {
    console.log(`${name}: missing after`);
    differing += 1;
    continue;
  }
  const [a, b] = await Promise.all(
    [path.join(before, name), other].map((file) =>
      sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
    ),
  );
  if (a!.info.width !== b!.info.width || a!.info.height !== b!.info.height) {
    console.log(
      `${name}: ${a!.info.width}x${a!.info.height} -> ${b!.info.width}x${b!.info.height}`,
    );
    differing += 1;
    continue;
  }
  let changed = 0;
  for (let i = 0; i < a!.data.length; i += 4) {
    if (a!.data.readUInt32BE(i) !== b!.data.readUInt32BE(i)) changed += 1;
  }
  if (changed > 0) {
    console.log(`${name}: ${changed} pixels differ`);
    differing += 1;
  }
}
console.log(`${names.length} screenshots compared, ${differing} differ`);
process.exitCode = differing > 0 ? 1 : 0;
