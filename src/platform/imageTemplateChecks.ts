/**
 * The image template's checks (engine spec §5, "Image template checks (debug mode only)"): what a
 * template hands the image component is checked only in debug mode, and each problem is named for
 * the developer (the words are ours: the spec gives the rules, not the messages). Outside debug
 * mode nothing is checked and nothing is reported.
 */

export const IMAGE_PRIORITIES = ['high', 'low', 'none'] as const;
export const IMAGE_LOADERS = ['sqs', 'raw', 'vimeo', 'youtube'] as const;
export const IMAGE_FORMATS = ['jpg', 'webp'] as const;

export type ImageLoader = (typeof IMAGE_LOADERS)[number];

/** What an image template is given. */
export interface ImageTemplateProps {
  width?: unknown;
  height?: unknown;
  priority?: unknown;
  loader?: unknown;
  format?: unknown;
  videoId?: unknown;
  src?: unknown;
  sizes?: unknown;
  srcset?: unknown;
}

export interface ImageTemplateProblem {
  field: keyof ImageTemplateProps;
  message: string;
}

const _given = (value: unknown) => value !== undefined && value !== null && value !== '';
const _positiveInteger = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const _oneOf = (values: readonly string[], value: unknown) =>
  typeof value === 'string' && values.includes(value);

/**
 * The problems of an image template's props, in the spec's order: width and height required
 * positive integers; priority high, low or none; loader one of sqs, raw, vimeo, youtube; format
 * jpg or webp, only for vimeo and youtube; video id required for youtube; src required except for
 * youtube; sizes required for sqs; srcset only for raw. `debug` off: none, whatever the props.
 */
export function checkImageTemplate(props: ImageTemplateProps, debug: boolean): ImageTemplateProblem[] {
  if (!debug) return [];
  const problems: ImageTemplateProblem[] = [];
  const problem = (field: keyof ImageTemplateProps, message: string) => problems.push({ field, message });
  for (const field of ['width', 'height'] as const) {
    if (!_positiveInteger(props[field]))
      problem(field, `${field} is required and must be a positive integer`);
  }
  if (_given(props.priority) && !_oneOf(IMAGE_PRIORITIES, props.priority))
    problem('priority', `priority must be one of ${IMAGE_PRIORITIES.join(', ')}`);
  const loader = _oneOf(IMAGE_LOADERS, props.loader) ? (props.loader as ImageLoader) : undefined;
  if (!loader) problem('loader', `loader must be one of ${IMAGE_LOADERS.join(', ')}`);
  const video = loader === 'vimeo' || loader === 'youtube';
  if (_given(props.format)) {
    if (!_oneOf(IMAGE_FORMATS, props.format))
      problem('format', `format must be one of ${IMAGE_FORMATS.join(', ')}`);
    else if (loader && !video) problem('format', 'format is only for the vimeo and youtube loaders');
  }
  if (loader === 'youtube' && !_given(props.videoId)) problem('videoId', 'videoId is required for youtube');
  if (loader !== 'youtube' && !_given(props.src)) problem('src', 'src is required (except for youtube)');
  if (loader === 'sqs' && !_given(props.sizes)) problem('sizes', 'sizes is required for the sqs loader');
  if (_given(props.srcset) && loader !== 'raw') problem('srcset', 'srcset is only for the raw loader');
  return problems;
}
