import type { IconName } from "@/content/services/types";

/** Glyphs the product visuals and buttons draw besides the service icons. */
type ExtraGlyph = "sparkle" | "check" | "send" | "moon" | "trend" | "user" | "inbox" | "arrow";
export type GlyphName = IconName | ExtraGlyph;

type Shape = string | { circle: [cx: number, cy: number, r: number] } | { rect: [x: number, y: number, width: number, height: number, rx: number] };

const circle = (cx: number, cy: number, r: number): Shape => ({ circle: [cx, cy, r] });
const rect = (x: number, y: number, width: number, height: number, rx: number): Shape => ({ rect: [x, y, width, height, rx] });

/** Simple 24x24 line icons, drawn for this site: path data, circles and rounded rectangles. */
const glyphs: Record<GlyphName, Shape[]> = {
  chat: ["M4 5h16v11H9l-5 4z"],
  clock: [circle(12, 12, 9), "M12 7v5l3 2"],
  zap: ["M13 2 4 14h7l-1 8 9-12h-7z"],
  doc: ["M6 3h8l5 5v13H6z", "M14 3v5h5M9 13h7M9 17h5"],
  filter: ["M3 5h18l-7 8v6l-4 2v-8z"],
  calendar: [rect(3, 5, 18, 16, 2), "M3 10h18M8 3v4M16 3v4M8 14h3"],
  users: [circle(9, 8, 3.5), "M2.5 20c0-3.6 2.9-6.5 6.5-6.5s6.5 2.9 6.5 6.5", "M16 4.8a3.3 3.3 0 0 1 0 6.4M18 14c2 .8 3.5 3 3.5 6"],
  globe: [circle(12, 12, 9), "M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"],
  plug: ["M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0zM12 17v4"],
  phone: ["M5 3.5h3.2l1.8 4.8-2.3 1.4a11.5 11.5 0 0 0 6.6 6.6l1.4-2.3 4.8 1.8V19a2 2 0 0 1-2 2A16.5 16.5 0 0 1 3 5.5a2 2 0 0 1 2-2z"],
  mic: [rect(9, 3, 6, 11, 3), "M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M9 21h6"],
  forward: ["M3 12h13M11 6l6 6-6 6M21 5v14"],
  search: [circle(11, 11, 7), "m20 20-4-4"],
  pen: ["M4 20h4L19 9l-4-4L4 16zM13 7l4 4"],
  upload: ["M12 15V4M7 9l5-5 5 5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4"],
  sliders: ["M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1", circle(15, 6, 2), circle(9, 12, 2), circle(17, 18, 2)],
  gauge: ["M4 18a8 8 0 1 1 16 0", "m12 18 4-5"],
  chart: ["M4 4v16h16M8 16v-4M12 16V8M16 16v-7"],
  eye: ["M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z", circle(12, 12, 3)],
  target: [circle(12, 12, 9), circle(12, 12, 5), circle(12, 12, 1)],
  mail: [rect(3, 5, 18, 14, 2), "m3 7 9 6 9-6"],
  layers: ["M12 3 2 8l10 5 10-5zM2 12.5l10 5 10-5M2 17l10 5 10-5"],
  shield: ["M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4"],
  sparkle: ["M12 3c.6 4.4 2.6 6.4 7 7-4.4.6-6.4 2.6-7 7-.6-4.4-2.6-6.4-7-7 4.4-.6 6.4-2.6 7-7zM19 16c.2 1.4.8 2 2 2.2-1.2.2-1.8.8-2 2.2-.2-1.4-.8-2-2-2.2 1.2-.2 1.8-.8 2-2.2z"],
  check: ["m5 12.5 4.5 4.5L19 7.5"],
  send: ["M4 12 20 4l-5 16-3-7zM12 13l8-9"],
  moon: ["M20 14.5A8.5 8.5 0 1 1 9.5 4a7 7 0 0 0 10.5 10.5z"],
  trend: ["m3 17 6-6 4 4 8-8M15 7h6v6"],
  user: [circle(12, 8, 4), "M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8"],
  inbox: ["M3 13h5l1.5 3h5L16 13h5M5 5h14l2 8v6H3v-6z"],
  arrow: ["M4.8 12h13.2M13.2 6l6 6-6 6"],
};

function ShapeElement({ shape }: { shape: Shape }) {
  if (typeof shape === "string") return <path d={shape} />;
  if ("circle" in shape) {
    const [cx, cy, r] = shape.circle;
    return <circle cx={cx} cy={cy} r={r} />;
  }
  const [x, y, width, height, rx] = shape.rect;
  return <rect x={x} y={y} width={width} height={height} rx={rx} />;
}

/** A line icon in the current text colour; buttons and lists draw theirs bolder (`strokeWidth`). */
export function Icon({ name, className, size = 24, strokeWidth = 1.8 }: { name: GlyphName; className?: string; size?: number; strokeWidth?: number }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {glyphs[name].map((shape, i) => <ShapeElement key={i} shape={shape} />)}
    </svg>
  );
}

/** A check mark for lists of what a package includes. */
export function CheckIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="none" className={className}>
      <circle cx="10" cy="10" r="9" className="fill-accent-soft" />
      <path d="m6 10.2 2.6 2.6L14.2 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
