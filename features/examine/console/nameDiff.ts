/**
 * The differences between an institution's old and new names, character by character (a longest common
 * subsequence: names are short), as runs of kept and changed text for each side.
 */
export interface DiffPart {
  text: string;
  changed: boolean;
}

const runs = (chars: string[], kept: boolean[]): DiffPart[] =>
  chars.reduce<DiffPart[]>((parts, char, index) => {
    const changed = !kept[index];
    const last = parts.at(-1);
    if (last && last.changed === changed) last.text += char;
    else parts.push({ text: char, changed });
    return parts;
  }, []);

/** `before` with the characters `after` drops marked, and `after` with the characters it adds marked. */
export const nameDiff = (before: string, after: string): { before: DiffPart[]; after: DiffPart[] } => {
  const a = [...before];
  const b = [...after];
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    }
  }
  const keptA = new Array<boolean>(a.length).fill(false);
  const keptB = new Array<boolean>(b.length).fill(false);
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      keptA[i] = true;
      keptB[j] = true;
      i += 1;
      j += 1;
    } else if (table[i + 1][j] >= table[i][j + 1]) i += 1;
    else j += 1;
  }
  return { before: runs(a, keptA), after: runs(b, keptB) };
};
