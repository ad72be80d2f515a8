/** Types of inputs.mjs, for the tests. */
export declare const NOT_INPUTS: string[];
export declare const BUILD_ENV: RegExp;
export declare function buildInputs(root: string, alsoSkip?: string[]): string[];
export declare function buildStamp(root: string, env: Record<string, string | undefined>, alsoSkip?: string[]): string;
export declare const BUILD_OUTPUTS: string[];
export declare const STAMP_FILE: string;
export declare function buildIsCurrent(distDir: string, stamp: string): boolean;
