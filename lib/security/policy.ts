import { screenOfPath, type Screen } from "../routes"; // relative: next.config.ts imports this file

/** Third-party origins, each listed only on the pages that use it (docs/decisions/004-no-third-party-before-the-visitor-asks.md). */
export const thirdParty = {
  booking: { script: "https://assets.calendly.com", frame: "https://calendly.com" },
  video: { frame: "https://www.youtube-nocookie.com" },
  voice: {
    script: "https://unpkg.com",
    connect: ["https://*.elevenlabs.io", "wss://*.elevenlabs.io", "wss://*.livekit.cloud"],
  },
} as const;

export type PageFeatures = { booking: boolean; video: boolean; voice: boolean };

/**
 * Screens whose policy admits a third-party widget (scheduling, video). A document keeps the
 * policy it was loaded with, so links to these screens load a new document (see SiteLink).
 */
const widgetScreens = { bookCall: "booking", home: "video" } as const satisfies Partial<Record<Screen, keyof PageFeatures>>;

export function hasOwnPolicy(pathname: string): boolean {
  const screen = screenOfPath(pathname)?.screen;
  return screen !== undefined && screen in widgetScreens;
}

export function pageFeatures(pathname: string, voiceConfigured: boolean): PageFeatures {
  const screen = screenOfPath(pathname)?.screen;
  const widget = screen === undefined ? undefined : widgetScreens[screen as keyof typeof widgetScreens];
  return {
    booking: widget === "booking",
    video: widget === "video",
    voice: voiceConfigured,
  };
}

/**
 * The Content-Security-Policy of a page. `scripts` are the hashes of its inline scripts
 * (prerendered pages) or a nonce (pages rendered per request).
 */
export function contentSecurityPolicy(scripts: string[], features: PageFeatures): string {
  const scriptSrc = ["'self'", ...scripts];
  const frameSrc: string[] = [];
  const connectSrc = ["'self'"];
  if (features.booking) {
    scriptSrc.push(thirdParty.booking.script);
    frameSrc.push(thirdParty.booking.frame);
  }
  if (features.video) frameSrc.push(thirdParty.video.frame);
  if (features.voice) {
    scriptSrc.push(thirdParty.voice.script);
    connectSrc.push(...thirdParty.voice.connect);
  }
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    // React style attributes and third-party widgets need inline styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${features.voice ? " https://*.elevenlabs.io" : ""}`,
    "font-src 'self'",
    `connect-src ${connectSrc.join(" ")}`,
    `frame-src ${frameSrc.length ? frameSrc.join(" ") : "'none'"}`,
    `media-src 'self'${features.voice ? " blob:" : ""}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Only the voice widget may ask for the microphone, and only where it is configured. */
export function permissionsPolicy(features: Pick<PageFeatures, "voice">): string {
  const microphone = features.voice ? "microphone=(self)" : "microphone=()";
  return [microphone, "camera=()", "geolocation=()", "payment=()", "usb=()", "browsing-topics=()"].join(", ");
}

/**
 * The two headers that are a page's own: its Content-Security-Policy (`scripts`: its inline
 * scripts' hashes, or a nonce) and its Permissions-Policy, from what its screen uses.
 */
export function pagePolicyHeaders(pathname: string, scripts: string[], voiceConfigured: boolean) {
  const features = pageFeatures(pathname, voiceConfigured);
  return {
    "Content-Security-Policy": contentSecurityPolicy(scripts, features),
    "Permissions-Policy": permissionsPolicy(features),
  };
}

/** The policy of responses that are not pages (API answers, images, feeds). */
const nonPageCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The two policy headers of a response that is not a page (next.config.ts, and the site server's own API answers). */
export const nonPagePolicyHeaders: { key: string; value: string }[] = [
  { key: "Content-Security-Policy", value: nonPageCsp },
  { key: "Permissions-Policy", value: permissionsPolicy({ voice: false }) },
];

/** Headers every response carries. */
export const baseSecurityHeaders: { key: string; value: string }[] = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
];
