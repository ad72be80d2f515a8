import { readFileSync } from "node:fs";
import { join } from "node:path";

type ThemeColour = "ink" | "muted" | "line" | "mist" | "brand" | "brand-dark" | "brand-soft" | "accent" | "accent-soft";

/** The site's colours, read from the @theme block of src/styles/globals.css so the share images follow it. */
function themeColours(): Record<ThemeColour, string> {
  const css = readFileSync(join(process.cwd(), "src", "styles", "globals.css"), "utf8");
  const found = Object.fromEntries([...css.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{3,8})/gi)].map((m) => [m[1], m[2]]));
  const names: ThemeColour[] = ["ink", "muted", "line", "mist", "brand", "brand-dark", "brand-soft", "accent", "accent-soft"];
  for (const name of names) {
    if (!found[name]) throw new Error(`src/styles/globals.css has no --color-${name}`);
  }
  return found as Record<ThemeColour, string>;
}

const theme = themeColours();

/** Theme colours plus the lighter tints of the same hues that the logo and the hero poster use. */
export const colour = {
  ...theme,
  white: "#ffffff",
  brandTint: "#a5b4fc",
  brandPale: "#c7d2fe",
  brandMist: "#e0e7ff",
  accentBright: "#5eead4",
  slate: "#94a3b8",
  slatePale: "#cbd5e1",
  amber: "#fde68a",
  rose: "#fca5a5",
  green: "#86efac",
};
