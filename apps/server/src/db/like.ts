/** A LIKE pattern matching `text` anywhere; LIKE's own wildcards in it are matched literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
