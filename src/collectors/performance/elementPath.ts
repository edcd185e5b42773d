/** Element path strings are cut at 200 characters (engine spec §9). */
export const PATH_MAX = 200;

/**
 * A CSS-like path naming an element (`main>div.product>button#add`): from the element up to the
 * nearest ancestor with an id, or to <html>. The element's own end is kept when the whole path
 * would pass 200 characters, since that is the part that tells which element it was.
 */
export function elementPath(node: Node | null | undefined): string {
  let path = '';
  for (
    let el = node && node.nodeType === 1 ? (node as Element) : node?.parentElement;
    el;
    el = el.parentElement
  ) {
    const cls = el.classList?.[0];
    const part = el.localName + (el.id ? `#${el.id}` : cls ? `.${cls}` : '');
    const longer = path ? `${part}>${path}` : part;
    if (longer.length > PATH_MAX) return path || longer.slice(0, PATH_MAX);
    path = longer;
    if (el.id) break;
  }
  return path;
}
