import type { ReactNode } from "react";
import { colour } from "../theme";

/** Side of the square every motif is drawn in. */
export const motifSize = 480;

/** One motif: an SVG of motifSize with the soft card shadow of the hero poster. */
export function frame(children: ReactNode) {
  return (
    <svg width={motifSize} height={motifSize} viewBox={`0 0 ${motifSize} ${motifSize}`} xmlns="http://www.w3.org/2000/svg">
      <defs>
        <filter id="shadow" x="-30%" y="-30%" width="160%" height="160%">
          <feDropShadow dx="0" dy="16" stdDeviation="18" floodColor={colour.ink} floodOpacity="0.35" />
        </filter>
      </defs>
      {children}
    </svg>
  );
}

/** A white card with the shadow. */
export function card(x: number, y: number, width: number, height: number, radius = 24, fill: string = colour.white) {
  return <rect x={x} y={y} width={width} height={height} rx={radius} fill={fill} filter="url(#shadow)" />;
}

/** Placeholder text: rounded bars of the given widths, one under the other. */
export function lines(x: number, y: number, widths: number[], fill: string, height = 10, gap = 20) {
  return widths.map((width, i) => (
    <rect key={i} x={x} y={y + i * gap} width={width} height={height} rx={height / 2} fill={fill} />
  ));
}

/** A filled circle with a check mark. */
export function checkBadge(cx: number, cy: number, r: number, fill: string = colour.accent) {
  const s = r / 14;
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={fill} />
      <path
        d={`M${cx - 6 * s} ${cy + 0.5 * s}l${4 * s} ${4 * s}l${8 * s} -${9 * s}`}
        stroke={colour.white}
        strokeWidth={3 * s}
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** A small calendar page: two rings, a header band and a grid of days. */
export function calendarIcon(x: number, y: number, size: number, stroke: string) {
  const s = size / 24;
  return (
    <g stroke={stroke} strokeWidth={2.4 * s} fill="none" strokeLinecap="round">
      <rect x={x + 3 * s} y={y + 5 * s} width={18 * s} height={16 * s} rx={2.5 * s} />
      <path d={`M${x + 3 * s} ${y + 10 * s}h${18 * s}M${x + 8 * s} ${y + 3 * s}v${4 * s}M${x + 16 * s} ${y + 3 * s}v${4 * s}`} />
    </g>
  );
}

/** The logo's wave, drawn in a box of the given size (the mark's own 32-unit grid). */
export function wave(x: number, y: number, size: number, stroke: string) {
  const s = size / 32;
  return (
    <path
      d={`M${x + 8 * s} ${y + 20 * s}c${3 * s}-${8 * s} ${6 * s}-${8 * s} ${8 * s} 0s${5 * s} ${8 * s} ${8 * s} 0`}
      stroke={stroke}
      strokeWidth={3 * s}
      fill="none"
      strokeLinecap="round"
    />
  );
}
