/**
 * Cuts text to at most `max` characters at a word boundary, then appends `suffix`
 * (default length 100, suffix '...'). The cut falls after the last space inside the
 * limit, even when a word ends right at it, as the public engines do: "It was the best of times, ...".
 */
export function truncate(s: string, max: number, suffix: string): string {
  if (s.length <= max) return s;
  const head = s.slice(0, Math.max(0, max));
  const lastSpace = Math.max(head.lastIndexOf(' '), head.lastIndexOf('\n'), head.lastIndexOf('\t'));
  return (lastSpace === -1 ? head : head.slice(0, lastSpace + 1)) + suffix;
}
