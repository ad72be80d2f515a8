/** Types of framework-gate.mjs (plain JavaScript, a string the build hashes). */
export declare const GATE_ID: string;
export declare const FRAMEWORK_DATA_ID: string;
export declare const gateScript: string;
