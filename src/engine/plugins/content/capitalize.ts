import { asText } from '../json.ts';
import type { Formatter } from '../types.ts';

/** `{title|capitalize}`: the text in upper case (the public engines' meaning of the name). */
export const capitalize: Formatter = (value) => asText(value).toUpperCase();
