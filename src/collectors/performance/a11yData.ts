function _matches(query: string): boolean {
  try {
    return matchMedia(query).matches;
  } catch {
    return false;
  }
}

/**
 * The accessibility data (engine spec §3): forced colours, contrast preference, reduced motion,
 * whether the primary pointer can hover, and whether the visitor used the keyboard to move
 * around the page (`keyboard`, seen by the collector).
 */
export function a11yData(keyboard: boolean): Record<string, unknown> {
  return {
    forcedColors: _matches('(forced-colors: active)'),
    contrast: ['more', 'less', 'custom'].find((v) => _matches(`(prefers-contrast: ${v})`)) ?? 'no-preference',
    reducedMotion: _matches('(prefers-reduced-motion: reduce)'),
    hover: _matches('(hover: hover)'),
    keyboard,
  };
}
