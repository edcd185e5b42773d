import type { PluralForms } from '../messageIds.ts';

/**
 * The platform helper layer's English (engine spec §4, §5, §8 "Platform"): what src/platform
 * throws, logs or shows. Errors thrown to code and console messages read these English entries
 * directly (as apiMessages does), so each wording lives once.
 */
export const platformMessages = {
  'platform.mainNavigationMissing': 'Unable to find site main navigation',
  'platform.placesTrackingContextMissing':
    'Please provide a tracking context when using Google Places API details to track cost',
  'platform.providerMissing': 'useGenericContext must be used within a Provider',
  // Not spec wording: a NotFoundError's message, with the path it carries, and any other refusal
  // that brought no message of its own
  'platform.notFound': 'Nothing was found at {path}.',
  // Not spec wording: the confirm modal's default buttons
  'platform.confirm': 'Confirm',
  'platform.cancel': 'Cancel',
  // Content status labels (engine spec §3)
  'contentStatus.scheduled': 'Scheduled',
  'contentStatus.needsReview': 'Needs Review',
  'contentStatus.draft': 'Draft',
  'contentStatus.private': 'Private',
} satisfies Record<string, string | PluralForms>;
