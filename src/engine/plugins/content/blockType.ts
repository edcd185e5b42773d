/**
 * The engine's image block code. The spec lists navigation 1, html, logo, map, image in
 * order without numbering the middle (src/enums keeps only stated numbers); the public
 * cases pin image as 5.
 */
export const BLOCK_TYPE_IMAGE = 5;
