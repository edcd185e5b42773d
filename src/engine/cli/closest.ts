/** The known name nearest `name`: the same but for case, else at most two edits away. */
export function closest(name: string, names: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  const same = names.find((n) => n.toLowerCase() === lower);
  if (same !== undefined) return same;
  let best: string | undefined;
  let bestDistance = 3;
  for (const n of names) {
    if (Math.abs(n.length - name.length) >= bestDistance || n.length > 200 || name.length > 200) continue;
    const d = distance(lower, n.toLowerCase());
    if (d < bestDistance) {
      best = n;
      bestDistance = d;
    }
  }
  return best;
}

/** Levenshtein distance. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
}
