// An integrator's page script, typed by types/vitrine.d.ts alone: imported as `import type … from
// 'vitrine'` would be, its `declare global` types window.Vitrine and window.vitrine.
// test/types/tsconfig.json checks it so, with the declaration itself; the project's tsconfig
// checks it too. Never run: what compiles and what does not (each `@ts-expect-error` must meet an
// error) is the test.
import type { VitrineEvents } from '../../types/vitrine.d.ts';

// The queue, before the loader or after it (then a VitrineQueue, which runs each at once).
const queue = (window.vitrine ||= []);
queue.push(
  (vitrine) => vitrine.refresh(),
  ['on', 'cart:updated', (cart: VitrineEvents['cart:updated']) => console.log(cart.totalQuantity)],
  ['emit', 'quick-view', { itemId: 'canvas-tote' }],
  ['consent', true],
);
// @ts-expect-error: an event the bus does not know
queue.push(['on', 'cart:changed', () => {}]);
// @ts-expect-error: a detail not of the event's shape
queue.push(['emit', 'quick-view', { id: 'canvas-tote' }]);

const vitrine = window.Vitrine;
if (vitrine) {
  vitrine.on('cart:added', ({ cart, entry, productName }) => {
    const units: number = entry.quantity;
    const currency: string = cart.currencyCode;
    console.log(productName, units, currency);
  });
  vitrine.on('widget:error', ({ widget }) => console.log(widget));
  vitrine.emit('track:event', { name: 'reviews_tab_click', object: 'canvas-tote' });
  vitrine.emit('track:record-event', { eventName: 'newsletter', data: { source: 'footer' } });
  // A cart announced after changing it by other means: what has a default may be left out.
  vitrine.emit('cart:updated', { entries: [{ id: 'e1', itemId: 'canvas-tote', quantity: 2 }] });
  vitrine.register('my-widget', '[data-my-widget]', async () => ({ mount() {}, unmount() {} }), 'visible');
  vitrine.consent(false);
  const version: string = vitrine.version;
  console.log(version, vitrine.config.apiBase, vitrine.cart?.grandTotalCents);

  // @ts-expect-error: an event the bus does not know
  vitrine.on('cart:changed', () => {});
  // @ts-expect-error: a detail not of the event's shape (itemId, not id)
  vitrine.emit('quick-view', { id: 'canvas-tote' });
  // @ts-expect-error: a tracker event name the tracker does not send
  vitrine.emit('track:event', { name: 'made_up_event' });
  // @ts-expect-error: an entry needs its id, itemId and quantity
  vitrine.emit('cart:updated', { entries: [{ itemId: 'canvas-tote' }] });
  // @ts-expect-error: a listener reading what the event does not carry
  vitrine.on('quick-view', ({ sku }) => console.log(sku));
  // @ts-expect-error: no such method
  vitrine.destroy();
}
