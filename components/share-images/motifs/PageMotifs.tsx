import type { ReactElement, ReactNode } from "react";
import { LogoMark } from "@/components/layout/Logo";
import { colour as c } from "../theme";
import { card, checkBadge, frame, lines } from "./parts";

/** A 24-unit line icon drawn at another size. */
function glyph(x: number, y: number, size: number, stroke: string, children: ReactNode) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size / 24})`} stroke={stroke} strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </g>
  );
}

/** A head and shoulders in a circle. */
function person(cx: number, cy: number, r: number, background: string, figure: string) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={background} stroke={c.white} strokeWidth="6" />
      <circle cx={cx} cy={cy - r * 0.2} r={r * 0.3} fill={figure} />
      <path d={`M${cx - r * 0.55} ${cy + r * 0.62}a${r * 0.55} ${r * 0.45} 0 0 1 ${r * 1.1} 0z`} fill={figure} />
    </g>
  );
}

/** The site's logo mark (its 32-unit drawing), placed inside a motif. */
function logo(x: number, y: number, size: number) {
  const mark = LogoMark({}) as ReactElement<{ children: ReactNode }>;
  return <g transform={`translate(${x} ${y}) scale(${size / 32})`}>{mark.props.children}</g>;
}

/** The four services around the company's mark. */
export function HomeMotif() {
  const tiles = [
    { x: 40, y: 40, icon: <path d="M4 5h16v11H9l-5 4z" /> },
    {
      x: 280,
      y: 40,
      icon: <path d="M5 3.5h3.2l1.8 4.8-2.3 1.4a11.5 11.5 0 0 0 6.6 6.6l1.4-2.3 4.8 1.8V19a2 2 0 0 1-2 2A16.5 16.5 0 0 1 3 5.5a2 2 0 0 1 2-2z" />,
    },
    { x: 40, y: 280, icon: <path d="M4 4v16h16M8 16v-4M12 16V8M16 16v-7" /> },
    { x: 280, y: 280, icon: <path d="M3 5h18l-7 8v6l-4 2v-8z" /> },
  ];
  return frame(
    <>
      <path d="M120 120L360 360M360 120L120 360" stroke={c.white} strokeOpacity="0.4" strokeWidth="3" strokeDasharray="2 10" strokeLinecap="round" />
      <circle cx="240" cy="240" r="86" fill="none" stroke={c.accentBright} strokeOpacity="0.5" strokeWidth="2" />
      {tiles.map(({ x, y, icon }, i) => (
        <g key={i}>
          {card(x, y, 160, 160, 36)}
          <circle cx={x + 80} cy={y + 80} r="48" fill={i % 2 ? c["accent-soft"] : c["brand-soft"]} />
          {glyph(x + 52, y + 52, 56, i % 2 ? c.accent : c.brand, icon)}
        </g>
      ))}
      <circle cx="240" cy="240" r="62" fill={c.white} filter="url(#shadow)" />
      {logo(200, 200, 80)}
    </>,
  );
}

/** The team behind the company, and where it is. */
export function AboutMotif() {
  return frame(
    <>
      {card(48, 150, 384, 270, 30)}
      {person(160, 150, 62, c.brandPale, c.brand)}
      {person(320, 150, 62, c["accent-soft"], c.accent)}
      {person(240, 124, 72, c.brandMist, c["brand-dark"])}
      {lines(144, 250, [192], c.slate, 14, 24)}
      {lines(112, 284, [256, 224, 160], c.slatePale, 10, 22)}
      <path d="M392 332c-24 0-42 18-42 40 0 30 42 66 42 66s42-36 42-66c0-22-18-40-42-40z" fill={c.accent} filter="url(#shadow)" />
      <circle cx="392" cy="372" r="15" fill={c.white} />
    </>,
  );
}

/** A briefcase: the open positions. */
export function JobsMotif() {
  return frame(
    <>
      <rect x="180" y="84" width="120" height="84" rx="24" fill="none" stroke={c.white} strokeWidth="18" />
      {card(64, 140, 352, 250, 34)}
      <path d="M64 174a34 34 0 0 1 34-34h284a34 34 0 0 1 34 34v66H64z" fill={c["brand-soft"]} />
      <path d="M64 240h352" stroke={c.brandPale} strokeWidth="8" />
      <rect x="214" y="214" width="52" height="52" rx="12" fill={c.brand} />
      <rect x="232" y="232" width="16" height="16" rx="4" fill={c.brandTint} />
      {card(28, 330, 216, 70, 35)}
      <circle cx="64" cy="365" r="20" fill={c["accent-soft"]} />
      <path d="M55 365l6 6 12-13" stroke={c.accent} strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      {lines(96, 352, [112], c.slate, 10)}
      {lines(96, 372, [80], c.slatePale, 9)}
      <circle cx="394" cy="146" r="46" fill={c.accentBright} filter="url(#shadow)" />
      <circle cx="394" cy="134" r="13" fill={c.accent} />
      <path d="M370 170a24 18 0 0 1 48 0z" fill={c.accent} />
      {[
        [86, 110, 9],
        [300, 430, 6],
        [440, 400, 8],
      ].map(([x, y, r]) => (
        <path key={x} d={`M${x} ${y! - r! * 2}Q${x} ${y} ${x! + r! * 2} ${y}Q${x} ${y} ${x} ${y! + r! * 2}Q${x} ${y} ${x! - r! * 2} ${y}Q${x} ${y} ${x} ${y! - r! * 2}z`} fill={c.amber} />
      ))}
    </>,
  );
}

/** A CV on its way: the document, a paper plane and the confirmation. */
export function ApplyMotif() {
  return frame(
    <>
      <path d="M300 300C380 280 330 190 400 130" fill="none" stroke={c.white} strokeOpacity="0.55" strokeWidth="4" strokeDasharray="4 12" strokeLinecap="round" />
      {card(64, 52, 250, 340, 22)}
      {person(122, 114, 34, c.brandMist, c.brand)}
      {lines(172, 98, [108], c.slate, 12)}
      {lines(172, 122, [76], c.slatePale, 10)}
      {lines(92, 176, [194], c.brandPale, 10, 22)}
      {lines(92, 204, [194, 170, 194, 122], c.slatePale, 9, 20)}
      {lines(92, 300, [194, 150], c.slatePale, 9, 20)}
      <path d="M360 112L456 70 430 178 400 150 376 176 372 138z" fill={c.white} filter="url(#shadow)" />
      <path d="M372 138L456 70 400 150 376 176z" fill={c.brandPale} />
      {checkBadge(300, 386, 34)}
    </>,
  );
}

/** A calendar with the booked day, and the half-hour on the clock. */
export function BookingMotif() {
  const booked = [2, 11, 25];
  const chosen = 17;
  return frame(
    <>
      {card(56, 66, 360, 340, 28)}
      <path d="M56 94a28 28 0 0 1 28-28h304a28 28 0 0 1 28 28v42H56z" fill={c.brand} />
      {lines(86, 96, [110], c.brandTint, 12)}
      <rect x="136" y="46" width="16" height="42" rx="8" fill={c["brand-dark"]} />
      <rect x="320" y="46" width="16" height="42" rx="8" fill={c["brand-dark"]} />
      {Array.from({ length: 35 }, (_, i) => {
        const x = 86 + (i % 7) * 44;
        const y = 156 + Math.floor(i / 7) * 46;
        if (i === chosen) {
          return (
            <g key={i}>
              <rect x={x - 6} y={y - 6} width="44" height="44" rx="13" fill={c.accent} stroke={c["accent-soft"]} strokeWidth="5" />
              {checkBadge(x + 16, y + 16, 20, c.accent)}
            </g>
          );
        }
        return <rect key={i} x={x} y={y} width="32" height="32" rx="9" fill={booked.includes(i) ? c.brandMist : c.mist} />;
      })}
      <circle cx="398" cy="384" r="58" fill={c.white} filter="url(#shadow)" />
      <circle cx="398" cy="384" r="44" fill="none" stroke={c.brandMist} strokeWidth="8" />
      <path d="M398 340a44 44 0 0 1 0 88" fill="none" stroke={c.accent} strokeWidth="8" strokeLinecap="round" />
      <path d="M398 360v24l16 10" stroke={c.ink} strokeWidth="6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </>,
  );
}

/** A shield with a lock: personal data kept safe. */
export function PrivacyMotif() {
  return frame(
    <>
      <defs>
        <linearGradient id="shield" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={c.brand} />
          <stop offset="1" stopColor={c["brand-dark"]} />
        </linearGradient>
      </defs>
      <circle cx="240" cy="240" r="200" fill="none" stroke={c.white} strokeOpacity="0.22" strokeWidth="3" strokeDasharray="2 14" strokeLinecap="round" />
      <path d="M240 56l156 54v122c0 100-66 164-156 196-90-32-156-96-156-196V110z" fill={c.white} filter="url(#shadow)" />
      <path d="M240 92l122 42v98c0 80-52 132-122 158-70-26-122-78-122-158v-98z" fill="url(#shield)" />
      <path d="M206 232v-22a34 34 0 0 1 68 0v22" fill="none" stroke={c.accentBright} strokeWidth="14" strokeLinecap="round" />
      <rect x="186" y="228" width="108" height="88" rx="18" fill={c.accentBright} />
      <circle cx="240" cy="264" r="11" fill={c["brand-dark"]} />
      <rect x="234" y="268" width="12" height="26" rx="6" fill={c["brand-dark"]} />
      {checkBadge(370, 376, 30)}
    </>,
  );
}

/** Articles stacked like pages of a journal, the top one with its heading and a feed's waves. */
export function BlogMotif() {
  return frame(
    <>
      {card(112, 48, 300, 360, 26, c.brandMist)}
      {card(88, 76, 300, 360, 26, c.brandPale)}
      {card(64, 104, 300, 360, 26)}
      <rect x="96" y="136" width="236" height="110" rx="16" fill={c["brand-soft"]} />
      <path d="M112 226l52-48 38 34 30-24 84 38" stroke={c.brand} strokeWidth="8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      {lines(96, 274, [200], c.slate, 14, 24)}
      {lines(96, 310, [236, 220, 236, 150], c.slatePale, 10, 22)}
      <circle cx="392" cy="384" r="62" fill={c.accent} filter="url(#shadow)" />
      <circle cx="370" cy="406" r="8" fill={c.white} />
      <path d="M362 370a36 36 0 0 1 36 36M362 346a60 60 0 0 1 60 60" stroke={c.white} strokeWidth="9" fill="none" strokeLinecap="round" />
    </>,
  );
}
