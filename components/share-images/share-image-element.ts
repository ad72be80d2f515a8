import { ShareImage } from "./ShareImage";

export type ShareImageProps = Parameters<typeof ShareImage>[0];

/** components/share-images/ShareImage.tsx's element, ready for satori (which takes host elements: the component is called directly). */
export function shareImageElement(props: ShareImageProps) {
  return ShareImage(props);
}
