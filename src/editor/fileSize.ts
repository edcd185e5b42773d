/** Units of the human-readable file size, each 1024 times the last (engine spec §5). */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * '0 Bytes', '1 KB', '1.5 MB' …: steps of 1024, at most two decimals (trailing zeros dropped),
 * YB for anything larger. A negative or non-finite size is a programming error: RangeError.
 */
export function humanFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a file size: ${bytes}`);
  let unit = 0;
  let size = bytes;
  while (size >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${Number(size.toFixed(2))} ${FILE_SIZE_UNITS[unit]}`;
}
