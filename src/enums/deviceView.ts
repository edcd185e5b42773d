/** The device a layout is shown for. */
export const DeviceView = {
  DESKTOP: 'desktop',
  PHONE: 'phone',
  TABLET: 'tablet',
} as const;

export type DeviceView = (typeof DeviceView)[keyof typeof DeviceView];
