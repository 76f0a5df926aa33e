/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
