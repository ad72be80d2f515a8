/** Types of defer-scripts.mjs, for the TypeScript tests that run it on Next's real output. */
export declare function deferScripts(html: string, page: { flight: string; flightUrl: string }): string;
/** Whether an error is the pass refusing a page (as opposed to a bug). */
export declare function isPageError(error: unknown): boolean;
