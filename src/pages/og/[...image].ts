import type { APIRoute, GetStaticPaths } from "astro";
import { renderShareImage, shareImageList, type ShareImageEntry } from "@/components/share-images";
import { nonPagePrefixes } from "@/lib/routes";

// Every share image (/og/<lang>/<screen>.png, /og/<lang>/blog/<slug>.png), drawn at build time.
export const getStaticPaths = (() =>
  shareImageList().map((entry) => ({ params: { image: entry.path.slice(nonPagePrefixes.shareImages.length) }, props: { entry } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ entry: ShareImageEntry }> = async ({ props }) => {
  // A copy on an ArrayBuffer of its own, the kind a Response body takes.
  const png = new Uint8Array(await renderShareImage(props.entry));
  return new Response(png, { headers: { "Content-Type": "image/png" } });
};
