export function loadEnvFiles(root: string): void;
