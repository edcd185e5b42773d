/** States of a data fetch. */
export const DataFetchStatus = {
  PENDING: 'pending',
  SUCCESS: 'success',
  FAILED: 'failed',
} as const;

export type DataFetchStatus = (typeof DataFetchStatus)[keyof typeof DataFetchStatus];
