import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  // <head> in an App Router root layout is correct; the rule is for the pages router.
  { rules: { "@next/next/no-head-element": "off" } },
  { ignores: [".next*/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "bench-results/**", "next-env.d.ts"] },
];

export default config;
