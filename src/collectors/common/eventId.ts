/**
 * A fresh id for one beacon, so the server can store a re-delivery once (it takes
 * EVENT_ID_PATTERN of src/runtime/patterns.ts): crypto.randomUUID where there is one (secure
 * contexts), else 128 bits of getRandomValues, else Math.random with the time (an http page on
 * an old browser: rare, and a collision costs one event, never an error).
 */
export function newEventId(): string {
  try {
    if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  } catch {
    // no crypto, or randomUUID refused: below
  }
  try {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return (
      Date.now().toString(36) +
      '-' +
      Math.random().toString(36).slice(2) +
      Math.random().toString(36).slice(2)
    );
  }
}
