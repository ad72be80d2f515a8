/** Types of build.mjs, for the tests that reuse a build. */
type Env = Record<string, string | undefined>;
export declare function currentStamp(env?: Env): string;
export declare function isBuilt(env?: Env): boolean;
export declare function build(env?: Env): Promise<void>;
