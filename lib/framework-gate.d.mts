/** Types of framework-gate.mjs (plain JavaScript so that the build step can import it too). */
export declare const GATE_ID: string;
export declare const FRAMEWORK_DATA_ID: string;
export declare const gateScript: string;
