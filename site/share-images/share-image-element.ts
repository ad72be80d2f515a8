import { ShareImage } from "@/app/og/ShareImage";
import { paintInSourceOrder, type BoxElement } from "./source-order";

export type ShareImageProps = Parameters<typeof ShareImage>[0];

/** app/og/ShareImage.tsx's element, ready for satori: called directly so that its root's paint order can be set. */
export function shareImageElement(props: ShareImageProps): BoxElement {
  return paintInSourceOrder(ShareImage(props));
}
