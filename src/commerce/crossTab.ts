const CHANNEL = 'vitrine:cart';

export interface CrossTab {
  /** Tell the other tabs of this origin. */
  post(data: unknown): void;
}

/**
 * Messages to the other tabs of this origin: a BroadcastChannel, or where it is missing
 * (Safari before 15.4) the `storage` event, written and removed at once so nothing is kept.
 */
export function crossTab(receive: (data: unknown) => void): CrossTab {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent) => receive(event.data);
    return { post: (data) => channel.postMessage(data) };
  }
  addEventListener('storage', (event) => {
    if (event.key !== CHANNEL || !event.newValue) return;
    try {
      receive(JSON.parse(event.newValue));
    } catch {
      // not ours, or cut short: nothing to show
    }
  });
  return {
    post(data) {
      try {
        localStorage.setItem(CHANNEL, JSON.stringify(data));
        localStorage.removeItem(CHANNEL);
      } catch {
        // storage refused (private mode, quota): the other tabs catch up on their next read
      }
    },
  };
}
