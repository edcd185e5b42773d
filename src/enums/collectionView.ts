/** How a collection is viewed. */
export const CollectionView = {
  LIST: 'list',
  GRID: 'grid',
  PRODUCT: 'product',
} as const;

export type CollectionView = (typeof CollectionView)[keyof typeof CollectionView];
