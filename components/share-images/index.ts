/**
 * The share images (Open Graph PNGs, 1200×630), drawn at build time by src/pages/og/[...image].ts:
 * the element of components/share-images/ShareImage.tsx laid out by satori, then made a PNG by resvg.
 */
export { renderScreenImage } from "./screen-image";
export { renderArticleImage } from "./article-image";
export { shareImageList, renderShareImage, type ShareImageEntry } from "./image-list";
