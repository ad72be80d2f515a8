/**
 * The share images (Open Graph PNGs, 1200×630) drawn without Next.js: the element of components/share-images/ShareImage.tsx
 * through satori and resvg, the two that next/og wraps, so that any build can write them.
 */
export { renderScreenImage } from "./screen-image";
export { renderArticleImage } from "./article-image";
export { shareImageList, renderShareImage, type ShareImageEntry } from "./image-list";
