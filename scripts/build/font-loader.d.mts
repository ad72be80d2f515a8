/** Types of font-loader.mjs, for the TypeScript tests that run it on Next's real output. */
export declare function fontFaceOf(css: string, url: string): { family: string; weight: string; display: string };
export declare function fontLoaderScript(url: string, face: { family: string; weight: string; display: string }): string;
export declare function loadFontEarly(html: string, css: string): string;
