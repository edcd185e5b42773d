/**
 * A buffered PerformanceObserver of one entry type, or undefined where the browser has no
 * PerformanceObserver, does not know the type, or throws: the collector then does less, quietly
 * (as web-vitals' own observe() does). The caller guards its callback (index.ts: safe).
 */
export function observe<T extends PerformanceEntry>(
  type: string,
  callback: (entries: T[]) => void,
  options?: object,
): PerformanceObserver | undefined {
  try {
    if (!PerformanceObserver.supportedEntryTypes.includes(type)) return undefined;
    const observer = new PerformanceObserver((list) => callback(list.getEntries() as T[]));
    observer.observe({ type, buffered: true, ...options });
    return observer;
  } catch {
    return undefined;
  }
}
