import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const config = tseslint.config(
  { ignores: ["node_modules/**", "data/**", "dist*/**", ".astro/**", "test-results/**", "playwright-report/**", "bench-results/**", "bench/node_modules/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Control characters are what the input and log checks look for (lib/forms/fields.ts, lib/log-text.ts).
      "no-control-regex": "off",
      // A table that scrolls sideways is a named region that takes focus, so a keyboard can scroll it.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["region"], tags: [] }],
    },
  },
);

export default config;
