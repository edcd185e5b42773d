/**
 * A string property of something thrown or rejected, which may be anything: a Proxy, a getter
 * that throws, a value without properties. Anything but a string reads as undefined.
 */
export function readText(value: unknown, name: string): string | undefined {
  try {
    const read = (value as Record<string, unknown> | null | undefined)?.[name];
    return typeof read === 'string' ? read : undefined;
  } catch {
    return undefined;
  }
}
