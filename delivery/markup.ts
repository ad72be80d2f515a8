/**
 * How Next.js writes its scripts, flight data and font preload into a page's HTML, written once
 * here. Each pattern is checked on a real build by tests/contract/next-output.test.ts.
 */

/** The path under which Next.js serves its own files (scripts, styles, fonts, images). */
export const FRAMEWORK_PATH = "/_next/";
export const isFrameworkPath = (path: string) => path.startsWith(FRAMEWORK_PATH);
/** Where Next.js serves the framework's built files. */
export const STATIC_PREFIX = `${FRAMEWORK_PATH}static/`;
/** Where the build pass publishes each page's flight data (under Next's static folder, which is served immutable). */
export const FLIGHT_PATH = `${STATIC_PREFIX}flight/`;

/** A framework script tag of a prerendered page. */
export const PRERENDERED_SCRIPT_TAG = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
/** A framework script tag of a page rendered per request: with a nonce, `async` before or after it. */
export const RENDERED_SCRIPT_TAG = /<script src="(\/_next\/static\/[^"]+\.js)"(?: async="")?(?: nonce="[^"]*")?(?: async="")?><\/script>/g;
/** A framework script preload. */
export const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\shref="\/_next\/static\/[^"]+\.js"[^>]*\/>/g;
/** Any script of Next's static folder but the legacy-browser polyfills (nomodule, never run by modern browsers). */
export const ANY_FRAMEWORK_SCRIPT = /<script(?![^>]*\snoModule)[^>]*\ssrc="\/_next\/static\/[^"]+"[^>]*>/gi;
/** The inline scripts that stream the flight data into self.__next_f; [0] starts the stream, [1, text] carries it. */
export const FLIGHT_CHUNK = /<script>self\.__next_f\.push\((\[1,"[\s\S]*?"\])\)<\/script>/g;
/** Any flight push but the stream's start. */
export const ANY_FLIGHT_PUSH = /self\.__next_f\.push\(\[(?!0\])/;
/** The font preload next/font writes into a page's head. */
export const FONT_PRELOAD = /<link rel="preload" href="(\/_next\/static\/media\/[^"]+\.woff2)" as="font" crossorigin="" type="font\/woff2"\/>/g;
/** The build's stylesheets' reference to a font file (next/font's @font-face). */
export const fontFileReference = (file: string) => `/media/${file})`;
/** An inline script (no src) and its attributes and text. */
export const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
