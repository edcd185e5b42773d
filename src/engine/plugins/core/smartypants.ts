/**
 * Typographic punctuation: `--` becomes an em dash, straight quotes become curly ones
 * (opening after whitespace, an opening bracket or at the start; closing elsewhere).
 */
export function smartypants(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    const prev = i === 0 ? '' : s[i - 1]!;
    const opens = prev === '' || /[\s([{\u2014\u2013-]/.test(prev);
    if (c === '-' && s[i + 1] === '-') {
      out += '\u2014';
      while (s[i + 1] === '-') i++;
    } else if (c === '"') out += opens ? '\u201c' : '\u201d';
    else if (c === "'") out += opens ? '\u2018' : '\u2019';
    else out += c;
  }
  return out;
}
