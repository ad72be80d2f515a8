import { screenOfPath } from "../routes";

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

/** The screens whose policy admits a third-party widget: scheduling on the booking page, the video on home. */
export function pageFeatures(pathname: string, voiceConfigured: boolean): PageFeatures {
  const screen = screenOfPath(pathname)?.screen;
  return { booking: screen === "bookCall", video: screen === "home", voice: voiceConfigured };
}

/** Only the voice widget may ask for the microphone, and only where it is configured. */
export function permissionsPolicy(features: Pick<PageFeatures, "voice">): string {
  const microphone = features.voice ? "microphone=(self)" : "microphone=()";
  return [microphone, "camera=()", "geolocation=()", "payment=()", "usb=()", "browsing-topics=()"].join(", ");
}

/** Headers every response carries. */
export const baseSecurityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** The policy of a response that is not a page (API answers, images, feeds, refusals in plain text). */
export const nonPagePolicyHeaders: Record<string, string> = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "Permissions-Policy": permissionsPolicy({ voice: false }),
};
