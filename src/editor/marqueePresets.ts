import { MarqueePreset } from '../enums/marqueePreset.ts';

export interface MarqueeSettings {
  waveFrequency: number;
  animationSpeed: number;
  textStyle: string;
  /** rem */
  textSize: number;
  /** em */
  itemSpacing: number;
  waveIntensity: number;
  direction: 'left' | 'right';
}

const _SHARED = {
  waveFrequency: 4,
  animationSpeed: 0.5,
  textStyle: 'heading-1',
  textSize: 4,
  itemSpacing: 0.4,
} as const;

/** The marquee block's presets (engine spec §3). */
export const MARQUEE_PRESETS: Readonly<Record<MarqueePreset, Readonly<MarqueeSettings>>> = {
  [MarqueePreset.STRAIGHT_LINE]: { ..._SHARED, waveIntensity: 0, direction: 'left' },
  [MarqueePreset.MILD_WAVE]: { ..._SHARED, waveIntensity: 60, direction: 'right' },
};
