import type { ReactElement } from "react";
import satori from "satori";
import { Resvg } from "@resvg/resvg-js";
import { shareFonts } from "./share-fonts";
import { shareImageSize } from "@/site/seo/urls";

const { width, height } = shareImageSize;

/**
 * Called by satori for text that no share font draws. The share images are drawn at build time
 * and fetch nothing (src/pages/og/[...image].ts), so such text stops the build instead of turning
 * into empty boxes.
 */
async function refuseMissingGlyphs(languageCode: string, segment: string): Promise<never> {
  throw new Error(`The share fonts (components/share-images/share-fonts.ts) cannot draw ${JSON.stringify(segment)} (${languageCode})`);
}

/** The element as satori lays it out at the image's size with the share fonts: an SVG with the text as paths. */
async function toSvg(element: ReactElement): Promise<string> {
  return satori(element, { width, height, debug: false, fonts: await shareFonts(), loadAdditionalAsset: refuseMissingGlyphs });
}

/**
 * SVG to PNG at the image's width, by resvg. The text is already paths, so resvg needs no fonts:
 * skipping the system's keeps it fast and the same everywhere.
 */
function toPng(svg: string): Uint8Array {
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false } });
  return resvg.render().asPng();
}

/** A share image (1200×630 PNG) of a React element such as components/share-images/ShareImage.tsx. */
export async function renderPng(element: ReactElement): Promise<Uint8Array> {
  return toPng(await toSvg(element));
}
