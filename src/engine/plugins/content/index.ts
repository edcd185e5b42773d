import type { PluginFamily } from '../types.ts';
import { absUrl } from './absUrl.ts';
import { audioPlayer } from './audioPlayer.ts';
import { capitalize } from './capitalize.ts';
import {
  collection,
  collectionPage,
  collectionTemplatePage,
  collectionTypeNameEquals,
  folder,
  index,
} from './collectionPredicates.ts';
import { colorWeight } from './colorWeight.ts';
import {
  height,
  resizedHeightForWidth,
  resizedWidthForHeight,
  squarespaceThumbnailForHeight,
  squarespaceThumbnailForWidth,
  width,
} from './dimensions.ts';
import { clickable, redirect } from './folderBehavior.ts';
import { image } from './image.ts';
import { imageColor } from './imageColor.ts';
import { childImageMeta, coverImageMeta, imageMeta } from './imageMeta.ts';
import { imageSrcset } from './imageSrcset.ts';
import { itemClasses } from './itemClasses.ts';
import {
  childImages,
  excerpt,
  externalLink,
  location,
  mainImage,
  passthrough,
  serviceNameEmail,
  showPastEvents,
} from './itemPredicates.ts';
import { video } from './video.ts';
import { websiteColor } from './websiteColor.ts';

/** Content items: images, video, audio, item classes, colours, and what an item or collection is. */
export const content: PluginFamily = {
  formatters: {
    AbsUrl: absUrl,
    'audio-player': audioPlayer,
    capitalize,
    'child-image-meta': childImageMeta,
    'color-weight': colorWeight,
    'cover-image-meta': coverImageMeta,
    height,
    image,
    'image-color': imageColor,
    'image-meta': imageMeta,
    'image-srcset': imageSrcset,
    'item-classes': itemClasses,
    resizedHeightForWidth,
    resizedWidthForHeight,
    squarespaceThumbnailForHeight,
    squarespaceThumbnailForWidth,
    video,
    'website-color': websiteColor,
    width,
  },
  predicates: {
    'child-images?': childImages,
    'clickable?': clickable,
    'collection?': collection,
    'collection-page?': collectionPage,
    'collection-template-page?': collectionTemplatePage,
    'collectionTypeNameEquals?': collectionTypeNameEquals,
    'excerpt?': excerpt,
    'external-link?': externalLink,
    'folder?': folder,
    'index?': index,
    'location?': location,
    'main-image?': mainImage,
    'passthrough?': passthrough,
    'redirect?': redirect,
    'serviceNameEmail?': serviceNameEmail,
    'show-past-events?': showPastEvents,
  },
};
