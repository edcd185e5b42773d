import type { Page } from '@playwright/test';

/**
 * How many pixels two screenshots of the same size differ in, counted by the browser's own PNG
 * decoder (a canvas in `page`); -1 when their sizes differ. Rasterising an element at a
 * fractional position can move an anti-aliased edge pixel by a shade from one paint to the next,
 * so "looks the same" is a handful of pixels at most, where any visible change (a colour, a
 * border, a glyph) moves hundreds.
 */
export async function pixelsDiffering(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([one, two]) => {
      const decode = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([decode(one), decode(two)]);
      if (x.width !== y.width || x.height !== y.height) return -1;
      let differing = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        if (
          x.data[i] !== y.data[i] ||
          x.data[i + 1] !== y.data[i + 1] ||
          x.data[i + 2] !== y.data[i + 2] ||
          x.data[i + 3] !== y.data[i + 3]
        )
          differing += 1;
      }
      return differing;
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}
