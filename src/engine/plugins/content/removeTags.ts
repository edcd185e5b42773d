/**
 * Drop markup from text: everything from '<' to '>' goes, and each '>' leaves one space,
 * so words from neighbouring elements stay apart (`<b>a</b><i>b</i>` → ` a  b `). The
 * spacing is what the public engines emit, and alt texts built from bodies keep it.
 */
export const removeTags = (html: string): string => {
  let out = '';
  let inTag = false;
  for (const ch of html) {
    if (ch === '<') inTag = true;
    else if (ch === '>') {
      inTag = false;
      out += ' ';
    } else if (!inTag) out += ch;
  }
  return out;
};
