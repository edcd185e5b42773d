/**
 * A buffered PerformanceObserver of one entry type, or undefined where the browser has no
 * PerformanceObserver, does not know the type, or throws: the collector then does less, quietly
 * (as web-vitals' own observe() does). A throwing callback is handed to `failed`.
 */
export function observe<T extends PerformanceEntry>(
  type: string,
  callback: (entries: T[]) => void,
  failed: (error: unknown) => void,
  options?: object,
): PerformanceObserver | undefined {
  try {
    if (!PerformanceObserver.supportedEntryTypes.includes(type)) return undefined;
    const observer = new PerformanceObserver((list) => {
      try {
        callback(list.getEntries() as T[]);
      } catch (error) {
        failed(error);
      }
    });
    observer.observe({ type, buffered: true, ...options });
    return observer;
  } catch {
    return undefined;
  }
}
