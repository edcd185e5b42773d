/** Likert answers and the numbers they submit as. */
export const LikertValue = {
  STRONGLY_DISAGREE: -2,
  DISAGREE: -1,
  NEUTRAL: 0,
  AGREE: 1,
  STRONGLY_AGREE: 2,
} as const;

export type LikertValue = (typeof LikertValue)[keyof typeof LikertValue];

/** Default labels when a likert field names none. */
export const LIKERT_DEFAULT_LABELS: Readonly<Record<LikertValue, string>> = {
  [-2]: 'Strongly Disagree',
  [-1]: 'Disagree',
  0: 'Neutral',
  1: 'Agree',
  2: 'Strongly Agree',
};
