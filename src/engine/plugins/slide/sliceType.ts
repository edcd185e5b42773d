/**
 * Slice type codes of a cover page's parts, keyed by the names in spec §3 "Slice types"
 * (src/enums holds the names only). The numbers are the platform's: the public cases pin
 * gallery as 5; code 2 is unused.
 */
export const SLICE_TYPE = {
  heading: 1,
  body: 3,
  image: 4,
  gallery: 5,
  video: 6,
  'social-icons': 7,
  buttons: 8,
  navigation: 9,
  'custom-form': 10,
  newsletter: 11,
  album: 12,
  map: 13,
  logo: 14,
  action: 15,
  form: 16,
  lock: 17,
  password: 18,
  twitter: 19,
} as const;
