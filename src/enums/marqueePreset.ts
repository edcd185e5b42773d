/** Marquee block presets. */
export const MarqueePreset = {
  STRAIGHT_LINE: 'straight-line',
  MILD_WAVE: 'mild-wave',
} as const;

export type MarqueePreset = (typeof MarqueePreset)[keyof typeof MarqueePreset];
