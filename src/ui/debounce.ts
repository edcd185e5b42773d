/** A debounced function plus a way to drop the call still waiting (on unmount). */
export interface Debounced {
  (): void;
  cancel(): void;
}

/** Run `fn` once calls have stopped for `ms` (the lightbox re-measures after a resize settles). */
export function debounce(fn: () => void, ms: number): Debounced {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = () => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
