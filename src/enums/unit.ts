/** CSS length units a style value may carry. */
export const Unit = {
  CH: 'ch',
  EM: 'em',
  PERCENT: '%',
  PX: 'px',
  REM: 'rem',
  VH: 'vh',
  VW: 'vw',
  VMAX: 'vmax',
  VMIN: 'vmin',
} as const;

export type Unit = (typeof Unit)[keyof typeof Unit];
