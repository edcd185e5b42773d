import type { PluralForms } from '../messageIds.ts';

/**
 * The editing interface's English (engine spec §2 panels, §4, §5 "Editing interface messages",
 * §8 "Editing interface catalogue"), used by src/editor and by the platform layer's boundary.
 * Placeholders are the spec's own names.
 */
export const editorMessages = {
  // Colour picker (§5 Engine; §2)
  'editor.color.hueOutOfBounds': 'Hue out of bounds.',
  'editor.color.saturationOutOfBounds': 'Saturation out of bounds.',
  'editor.color.lightnessOutOfBounds': 'Lightness out of bounds.',
  'editor.color.alphaOutOfBounds': 'Alpha out of bounds.',
  'editor.color.missingHslValue': 'Missing an H/S/L value.',
  'editor.color.hex': 'Hex',
  'editor.color.rgb': 'RGB',
  'editor.color.hsl': 'HSL',
  'editor.color.alpha': 'Alpha',
  'editor.color.saturation': 'Saturation',
  'editor.color.lightness': 'Lightness',
  'editor.color.swatches': 'Swatches',

  // Validation rules (§5 "Editing interface messages")
  'editor.validEmail': 'Please enter a valid email',
  'editor.emailFormat': 'Emails must be formatted as {email}',
  // Two examples, one placeholder name: linkFormatMessage fills them in order.
  'editor.linkFormat': 'Links must be formatted as {host} or {host}',
  'editor.invalidPageUrl': '{val} is not a valid page URL',
  'editor.invalidOption': '{val} is not one of the expected options',
  'editor.tagExists': 'This {tagType} already exists',
  'editor.editOneTag': 'You may only edit one {tagType} at a time',
  'editor.fileNameRequired': 'Please enter a file name',
  'editor.listRequired': 'A List must be selected',
  'editor.dataset.noColumns': 'Your dataset must have at least one column',
  'editor.dataset.noRows': 'Your dataset must have at least one row',
  'editor.dataset.empty': 'Enter some data!',
  'editor.dataset.rowMissingData': 'One or more rows was missing data',
  // {fileTypeMessage} carries its own trailing space ('image '), or is empty
  'editor.upload.unsupportedType':
    'The file {fileName} does not appear to be a supported {fileTypeMessage}file.',
  'editor.upload.tooLarge': 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
  'editor.vimeoBasicUnsupported':
    'Vimeo Basic accounts are unsupported. Please share a video from a different account.',

  // Editing interface catalogue (§8)
  'editor.somethingWentWrong': 'Something went wrong',
  'editor.networkError': 'Network error',
  'editor.unableToLoadResults': 'Unable to load results',
  'editor.unableToLoadTryAgain': 'Unable to load. Try again.',
  'editor.unableToLoadCollections': 'Unable to load collections',
  'editor.unableToLoadFonts': 'Unable to load fonts',
  'editor.unableToLoadPreview': 'Unable to load preview for {fontName}',
  'editor.unableToLocateContent': 'Unable to locate content',
  'editor.unableToConnect': 'Unable to connect. Please try again',
  'editor.upload.processingIncomplete': 'File processing failed to complete',
  'editor.upload.uploadIncomplete': 'File upload failed to complete',
  'editor.upload.processingFailed': 'File processing failed',
  'editor.upload.processingCancelled': 'File processing cancelled',
  'editor.upload.noJobResponse': 'No response data from job request',
  'editor.upload.error': 'Error uploading',
  'editor.renameFailed': 'There was a problem while renaming your file.',
  'editor.renameFailedTitle': 'Unable to Rename File',
  'editor.uploadFailed': 'There was a problem while uploading your file.',
  'editor.uploadFailedTitle': 'Unable to Upload File',
  'editor.timeZoneLoadFailed':
    'Failed to load timezone "{timeZone}". Retry connection or verify site availability.',
  'editor.noMailingLists': "You don't have any mailing lists. Please create one before continuing",
  'editor.codeEditingUnavailableOnAndroid': 'Code editing is not available on Android.',

  // Editor states (§4)
  'editor.reviewChanges': 'Review Changes',
  'editor.awaitingConnection': 'Awaiting Connection',
  'editor.connectedZaps': { one: '{count} connected Zap', other: '{count} connected Zaps' },
  'editor.mailingList.connected': 'Connected',
  'editor.mailingList.disconnected': 'Disconnected',
  'editor.pageLocked': 'This page is locked',

  // Link editor (§2)
  'editor.link.page': 'Page',
  'editor.link.webAddress': 'Web Address',
  'editor.link.email': 'Email',
  'editor.link.phone': 'Phone',
  'editor.link.file': 'File',
  'editor.link.name': 'Link Name',
  'editor.link.newWindow': 'Open in New Window',
  'editor.link.to': 'To',
  'editor.link.cc': 'CC',
  'editor.link.bcc': 'BCC',
  'editor.link.subject': 'Subject',
  'editor.link.body': 'Body',

  // Font browser (§2)
  'editor.font.search': 'Search',
  'editor.font.browseAll': 'Browse all fonts',
  'editor.font.sansSerif': 'Sans Serif',
  'editor.font.serif': 'Serif',
  'editor.font.display': 'Display',
  'editor.font.script': 'Script',
  'editor.font.slabSerif': 'Slab Serif',
  'editor.font.mono': 'Mono',
  'editor.font.other': 'Other',
  'editor.font.styleGuide': 'Fonts in Style Guide',

  // File manager (§2)
  'editor.files.existing': 'Existing Files',
  'editor.files.detail': 'File Detail',
  'editor.files.upload': 'Upload File',
  'editor.files.rename': 'Rename',
  'editor.files.delete': 'Delete',
  'editor.files.loadMore': 'Load More',

  // Data table (§2); not spec wording beyond the feature names
  'editor.table.rowsPerPage': 'Rows per page',
  'editor.table.search': 'Search',
  'editor.table.selectAll': 'Select all rows',
  'editor.table.page': 'Page {page} of {pages}',

  // Tag and category editor (§2)
  'editor.tags.new': 'New',
  'editor.tags.edit': 'Edit',
  'editor.tags.merge': 'Merge',
  'editor.tags.remove': 'Remove',
  'editor.tags.filter': 'Filter',

  // Cart-side headings (§2)
  'editor.cart.shoppingCart': 'Shopping Cart',
  'editor.cart.summary': 'Summary',
  'editor.cart.subtotal': 'Subtotal',
  'editor.cart.continueShopping': 'Continue Shopping',
  'editor.cart.checkout': 'Checkout',
  'editor.cart.customersAlsoBought': 'Customers also bought',

  // Gallery design label (§3: slider is labelled Carousel)
  'editor.gallery.design.slideshow': 'Slideshow',
  'editor.gallery.design.slider': 'Carousel',
  'editor.gallery.design.grid': 'Grid',
  'editor.gallery.design.stacked': 'Stacked',
} satisfies Record<string, string | PluralForms>;
