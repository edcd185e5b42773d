import { ContentStatus } from '../enums/contentStatus.ts';
import { platformMessages } from '../i18n/areas/platformMessages.ts';
import type { Catalogue } from '../i18n/createCatalogue.ts';

const _IDS = {
  [ContentStatus.SCHEDULED]: 'contentStatus.scheduled',
  [ContentStatus.NEEDS_REVIEW]: 'contentStatus.needsReview',
  [ContentStatus.DRAFT]: 'contentStatus.draft',
  [ContentStatus.PRIVATE]: 'contentStatus.private',
} as const satisfies Record<ContentStatus, keyof typeof platformMessages>;

/** A content status as the editor labels it, in the catalogue's language (engine spec §3). */
export function contentStatusLabel(
  status: ContentStatus,
  catalogue: Pick<Catalogue<(typeof _IDS)[ContentStatus]>, 't'>,
): string {
  return catalogue.t(_IDS[status]);
}
