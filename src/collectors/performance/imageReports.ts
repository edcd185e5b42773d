import { elementPath } from './elementPath.ts';

/** At most this many image reports a page: a gallery of hundreds would only repeat itself. */
export const IMAGES_MAX = 50;

const _TYPE = /\.(avif|webp|png|jpe?g|gif|svg)$/i;

/**
 * One report per image of the page (engine spec §3: visible-on-load, size, type, loader type):
 * whether it lay in the first viewport (where it was at load, however far the visitor has
 * scrolled since), its rendered and natural size and bytes, its file type from the URL, and how
 * it was loaded: 'lazy' (loading="lazy"), 'script' (a data-src a script swaps in) or 'eager'.
 */
export function imageReports(): Record<string, unknown>[] {
  const bytes = new Map<string, number>();
  for (const r of performance.getEntriesByType?.('resource') ?? []) {
    const t = r as PerformanceResourceTiming;
    bytes.set(t.name, t.transferSize || t.encodedBodySize);
  }
  return [...document.querySelectorAll('img')].slice(0, IMAGES_MAX).map((img) => {
    const box = img.getBoundingClientRect();
    const top = box.top + scrollY;
    const src = img.currentSrc || img.src;
    let path = '';
    try {
      path = new URL(src).pathname;
    } catch {
      // no src yet
    }
    return {
      target: elementPath(img),
      visibleOnLoad: box.width > 0 && box.height > 0 && top < innerHeight && top + box.height > 0,
      width: Math.round(box.width),
      height: Math.round(box.height),
      naturalWidth: img.naturalWidth,
      naturalHeight: img.naturalHeight,
      bytes: bytes.get(src),
      type: _TYPE.exec(path)?.[1]!.toLowerCase().replace('jpeg', 'jpg') ?? 'other',
      loaderType: img.loading === 'lazy' ? 'lazy' : img.hasAttribute('data-src') ? 'script' : 'eager',
    };
  });
}
