import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/ApiError.ts';
import { request } from '../../api/request.ts';
import { type ProductViewItem, productView } from '../../api/routes/products.ts';
import { quickViewMessages } from '../../i18n/areas/quickViewMessages.ts';
import { createCatalogue } from '../../i18n/createCatalogue.ts';
import { apiAsset, pageSettings } from '../../runtime/settings.ts';
import type { WidgetProps } from '../defineWidget.tsx';
import type { QuickViewProps } from './index.ts';
import { QuickViewLightbox } from './QuickViewLightbox.tsx';

/** What the quick view says when the product cannot be read (the catalogue's words for each kind). */
function _failure(error: unknown): 'request.rateLimited' | 'cart.checkConnection' | 'cart.tryAgain' {
  if (error instanceof ApiError && error.kind === 'rate-limited') return 'request.rateLimited';
  return error instanceof ApiError && error.kind === 'network' ? 'cart.checkConnection' : 'cart.tryAgain';
}

/**
 * The engine's Quick View button (`product-quick-view`, a span with role=button): a press reads
 * the product (GET /api/commerce/products/{itemId}) and opens it in a lightbox; each opening is
 * reported as `quick-view` (the census sends RecordQuickView). The button itself is left as the
 * server wrote it but for `aria-haspopup` and a busy class while the product is on its way.
 */
export function QuickView({ element, runtime, props }: WidgetProps<QuickViewProps>) {
  const button = element as HTMLElement;
  const settings = pageSettings(runtime.config);
  const catalogue = createCatalogue(settings.locale, quickViewMessages);
  const [product, setProduct] = useState<ProductViewItem>();
  const busy = useRef(false);

  useEffect(() => {
    let alive = true;
    const open = async () => {
      if (busy.current) return;
      busy.current = true;
      button.classList.add('vitrine-quick-view--loading');
      try {
        const answer = await request(productView, { base: settings.apiBase, params: { itemId: props.id } });
        if (!alive) return;
        const item = ('item' in answer ? answer.item : answer) as ProductViewItem;
        // Its pictures are the API's: read against the API's address, not the page's.
        const asset = (url: string) => apiAsset(settings.apiBase, url);
        setProduct({
          ...item,
          assetUrl: item.assetUrl === undefined ? undefined : asset(item.assetUrl),
          images: item.images.map((image) => ({ ...image, assetUrl: asset(image.assetUrl) })),
        });
        runtime.emit('quick-view', { itemId: props.id });
      } catch (error) {
        busy.current = false;
        if (!alive) return;
        const { showAlert } = await import('../../ui/showAlert.tsx');
        await showAlert({
          title: catalogue.t('quickView.unavailable'),
          message: catalogue.t(_failure(error)),
          returnFocus: button,
          okLabel: catalogue.t('dialog.ok'),
        });
      } finally {
        button.classList.remove('vitrine-quick-view--loading');
      }
    };
    const go = () => void open().catch((error) => runtime.handleError(error, 'quick-view', button));
    const onClick = (event: Event) => {
      event.preventDefault();
      go();
    };
    // role=button on a span: Enter on key down, Space on key up (without scrolling), as a button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && !event.repeat) {
        event.preventDefault();
        go();
      } else if (event.key === ' ') event.preventDefault();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      go();
    };
    button.setAttribute('aria-haspopup', 'dialog');
    button.addEventListener('click', onClick);
    button.addEventListener('keydown', onKeyDown);
    button.addEventListener('keyup', onKeyUp);
    return () => {
      alive = false;
      button.removeAttribute('aria-haspopup');
      button.classList.remove('vitrine-quick-view--loading');
      button.removeEventListener('click', onClick);
      button.removeEventListener('keydown', onKeyDown);
      button.removeEventListener('keyup', onKeyUp);
    };
  }, [button, runtime]);

  if (!product) return null;
  return (
    <QuickViewLightbox
      runtime={runtime}
      product={product}
      opener={button}
      onClosed={() => {
        busy.current = false;
        setProduct(undefined);
      }}
    />
  );
}
