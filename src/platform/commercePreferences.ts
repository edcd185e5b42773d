import { commercePreferences, commercePreferencesUpdate } from '../api/routes/platformPreferences.ts';
import type { PlatformClient } from './PlatformClient.ts';

export type PreferenceValues = Readonly<Record<string, unknown>>;

export interface CommercePreferencesOptions {
  /** Where the refetch events are announced (default: window, or a private target off a page). */
  events?: EventTarget;
  /** Error tracking: a failed read or save is reported here, then rethrown. */
  report: (error: unknown, context: { namespace: string; action: 'read' | 'save' }) => void;
}

/** The event a save that changed a namespace announces, so its other readers fetch again. */
export const preferencesRefetchEvent = (namespace: string): string =>
  `commerce-preferences:refetch:${namespace}`;

/**
 * Commerce preferences by namespace (engine spec §4): the first read is cached and later reads
 * reuse it; a save that changes nothing is skipped; one that changes something updates the cache
 * and announces `preferencesRefetchEvent(namespace)`. The read's websiteId is dropped. The save's
 * answer is not shown by the spec: any 2xx is success, and the values saved are the ones sent.
 */
export function createCommercePreferences(client: PlatformClient, options: CommercePreferencesOptions) {
  const cache = new Map<string, Promise<PreferenceValues>>();
  const events = options.events ?? (typeof window === 'undefined' ? new EventTarget() : window);

  const guarded = async <T>(
    namespace: string,
    action: 'read' | 'save',
    run: () => Promise<T>,
  ): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      options.report(error, { namespace, action });
      throw error;
    }
  };

  function read(namespace: string): Promise<PreferenceValues> {
    let values = cache.get(namespace);
    if (values === undefined) {
      values = guarded(namespace, 'read', async () =>
        _values(await client.call(commercePreferences, { params: { namespace } })),
      );
      cache.set(namespace, values);
      // A failed read is not cached: the next one asks again.
      values.catch(() => cache.delete(namespace));
    }
    return values;
  }

  /** The namespace's values after the save; `changes` are merged over the current ones. */
  async function save(namespace: string, changes: PreferenceValues): Promise<PreferenceValues> {
    const current = await read(namespace);
    const next = { ...current, ...changes };
    if (_same(current, next)) return current;
    await guarded(namespace, 'save', () =>
      client.call(commercePreferencesUpdate, { params: { namespace }, body: next }),
    );
    cache.set(namespace, Promise.resolve(next));
    events.dispatchEvent(new Event(preferencesRefetchEvent(namespace)));
    return next;
  }

  return { read, save };
}

function _values(answer: Readonly<Record<string, unknown>>): PreferenceValues {
  const { websiteId: _dropped, ...values } = answer;
  return values;
}

// Values are JSON (what the call carries), so JSON text with sorted keys compares them.
function _same(a: PreferenceValues, b: PreferenceValues): boolean {
  return _canonical(a) === _canonical(b);
}

function _canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(_canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${_canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
