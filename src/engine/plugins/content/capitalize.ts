import type { Formatter } from '../types.ts';
import { text } from './value.ts';

/** `{title|capitalize}`: the text in upper case (the public engines' meaning of the name). */
export const capitalize: Formatter = (value) => text(value).toUpperCase();
