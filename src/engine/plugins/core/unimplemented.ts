import { notImplementedFormatter } from '../notImplemented.ts';
import type { FormatterTable } from '../types.ts';

/**
 * Names the dialect has but no family builds yet. Listing them turns "Formatter 'x' is
 * unknown" into the spec's engine error '"x" formatter is not yet implemented'.
 * A family that builds one of these removes it here.
 */
export const unimplementedFormatters: FormatterTable = {
  'units-metric': notImplementedFormatter('units-metric'),
};
