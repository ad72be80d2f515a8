/**
 * Debian's Chromium, as the end-to-end tests and Lighthouse launch it: as root, with no
 * sandbox, and with nothing that reaches for the (closed) network on its own.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
