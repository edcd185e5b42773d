/** What is kept under a key: the value, and when it stops counting (epoch ms), if ever. */
interface _Stored {
  value: unknown;
  expiresAt?: number;
}

const _storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    // a sandboxed frame or blocked storage throws on access
    return undefined;
  }
};

/**
 * Keep a value for this browser session (engine spec §3 "Stored session value": value plus an
 * optional expiry). False when it could not be stored (no storage, quota, not JSON).
 */
export function storeSessionValue(
  key: string,
  value: unknown,
  options: { expiresAt?: number; storage?: Storage } = {},
): boolean {
  const storage = options.storage ?? _storage();
  try {
    const stored: _Stored =
      options.expiresAt === undefined ? { value } : { value, expiresAt: options.expiresAt };
    storage?.setItem(key, JSON.stringify(stored));
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** The value under `key`; undefined when none, unreadable, or expired (then it is removed). */
export function readSessionValue<T = unknown>(
  key: string,
  options: { now?: number; storage?: Storage } = {},
): T | undefined {
  const storage = options.storage ?? _storage();
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return undefined;
  }
  if (stored === null || typeof stored !== 'object' || !('value' in stored)) return undefined;
  const { value, expiresAt } = stored as _Stored;
  if (typeof expiresAt === 'number' && expiresAt <= (options.now ?? Date.now())) {
    storage?.removeItem(key);
    return undefined;
  }
  return value as T;
}
