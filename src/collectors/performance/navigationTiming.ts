/** The standard navigation-timing fields the report carries as they are (ms, sizes in bytes). */
const _FIELDS = (
  'startTime redirectStart redirectEnd fetchStart domainLookupStart domainLookupEnd connectStart ' +
  'secureConnectionStart connectEnd requestStart responseStart responseEnd domInteractive ' +
  'domContentLoadedEventStart domContentLoadedEventEnd domComplete loadEventStart loadEventEnd ' +
  'redirectCount transferSize encodedBodySize decodedBodySize'
).split(' ');

/**
 * The page's navigation entry as the report carries it (engine spec §3): how it was reached
 * (navigation type), domain lookup, TCP connection, TLS negotiation, server timing (from request
 * to first byte: what the server took) and the standard fields, in whole ms. Undefined where the
 * browser has no navigation entry.
 */
export function navigationTiming(): Record<string, unknown> | undefined {
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!nav) return undefined;
  const timing: Record<string, unknown> = {
    type: nav.type,
    domainLookup: Math.round(nav.domainLookupEnd - nav.domainLookupStart),
    tcpConnection: Math.round(nav.connectEnd - nav.connectStart),
    tlsNegotiation:
      nav.secureConnectionStart > 0 ? Math.round(nav.connectEnd - nav.secureConnectionStart) : 0,
    serverTiming: Math.round(nav.responseStart - nav.requestStart),
  };
  for (const field of _FIELDS) {
    const value = (nav as unknown as Record<string, unknown>)[field];
    if (typeof value === 'number') timing[field] = Math.round(value);
  }
  return timing;
}
