const CHANNEL = 'vitrine:cart';

export interface CrossTab {
  /** Tell the other tabs of this origin; never throws (the other tabs catch up on their next read). */
  post(data: unknown): void;
}

/**
 * Messages to the other tabs of this origin: a BroadcastChannel, or where it is missing or
 * refused (Safari before 15.4; a privacy browser or a sandboxed frame that throws) the `storage`
 * event, written and removed at once so nothing is kept. Nothing here throws: a tab that can tell
 * the others nothing still works on its own, and an add the server accepted is still an add.
 */
export function crossTab(receive: (data: unknown) => void): CrossTab {
  try {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent) => receive(event.data);
    return {
      post(data) {
        try {
          channel.postMessage(data);
        } catch {
          // refused (or the data cannot be cloned): the other tabs catch up on their next read
        }
      },
    };
  } catch {
    // no BroadcastChannel, or one that throws: the storage event instead
  }
  try {
    addEventListener('storage', (event) => {
      if (event.key !== CHANNEL || !event.newValue) return;
      try {
        receive(JSON.parse(event.newValue));
      } catch {
        // not ours, or cut short: nothing to show
      }
    });
  } catch {
    // no window to listen on
  }
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
