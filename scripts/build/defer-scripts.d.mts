/** Types of defer-scripts.mjs, for the bench (TypeScript) that reads the loader it writes. */
export declare const LOADER_ID: string;
export declare function deferScripts(html: string): string;
