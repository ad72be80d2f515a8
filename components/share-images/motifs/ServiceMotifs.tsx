import { colour as c } from "../theme";
import { calendarIcon, card, checkBadge, frame, lines, wave } from "./parts";

/** A website chat: the visitor asks, the assistant answers and books the meeting. */
export function ChatMotif() {
  return frame(
    <>
      {card(40, 36, 400, 408, 28)}
      <path d="M40 64a28 28 0 0 1 28-28h344a28 28 0 0 1 28 28v44H40z" fill={c["brand-soft"]} />
      <circle cx="84" cy="72" r="20" fill={c.accent} />
      {wave(64, 52, 40, c["accent-soft"])}
      <rect x="116" y="60" width="118" height="12" rx="6" fill={c.brandPale} />
      <circle cx="121" cy="89" r="5" fill="#22c55e" />
      <rect x="132" y="84" width="64" height="10" rx="5" fill={c.brandMist} />
      <rect x="214" y="132" width="198" height="64" rx="22" fill={c.brand} />
      {lines(236, 150, [140], c.brandMist)}
      {lines(236, 170, [92], c.brandTint)}
      <circle cx="82" cy="262" r="16" fill={c.accent} />
      {wave(66, 246, 32, c["accent-soft"])}
      <rect x="108" y="214" width="260" height="96" rx="22" fill={c.mist} />
      {lines(130, 234, [212], c.slate)}
      {lines(130, 254, [180, 120], c.slatePale)}
      <rect x="108" y="326" width="236" height="54" rx="27" fill={c["accent-soft"]} />
      {calendarIcon(124, 339, 28, c.accent)}
      <rect x="164" y="348" width="110" height="10" rx="5" fill={c.accent} fillOpacity="0.45" />
      {checkBadge(316, 353, 15)}
      <rect x="60" y="398" width="360" height="30" rx="15" fill={c.white} stroke={c.line} strokeWidth="2" />
      <rect x="80" y="409" width="120" height="8" rx="4" fill={c.slatePale} />
      <circle cx="404" cy="413" r="11" fill={c.brand} />
    </>,
  );
}

const waveBars = [26, 54, 96, 140, 84, 122, 66, 104, 48, 76, 28];

/** An incoming call answered by the receptionist: the phone, its voice, and the booked slot. */
export function PhoneMotif() {
  return frame(
    <>
      <defs>
        <linearGradient id="screen" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={c["brand-dark"]} />
          <stop offset="1" stopColor={c.brand} />
        </linearGradient>
      </defs>
      <circle cx="170" cy="240" r="138" fill="none" stroke={c.white} strokeOpacity="0.16" strokeWidth="2" />
      <circle cx="170" cy="240" r="168" fill="none" stroke={c.white} strokeOpacity="0.09" strokeWidth="2" />
      <rect x="70" y="28" width="200" height="424" rx="38" fill={c.ink} filter="url(#shadow)" />
      <rect x="82" y="40" width="176" height="400" rx="28" fill="url(#screen)" />
      <rect x="140" y="52" width="60" height="14" rx="7" fill={c.ink} />
      <circle cx="170" cy="138" r="42" fill={c.white} fillOpacity="0.12" />
      <circle cx="170" cy="138" r="30" fill={c.accent} />
      {wave(148, 116, 44, c["accent-soft"])}
      <rect x="120" y="196" width="100" height="12" rx="6" fill={c.white} />
      <rect x="142" y="218" width="56" height="10" rx="5" fill={c.brandTint} />
      <rect x="98" y="252" width="132" height="34" rx="14" fill={c.white} fillOpacity="0.16" />
      {lines(112, 264, [96], c.white)}
      <rect x="110" y="296" width="132" height="34" rx="14" fill={c.accentBright} fillOpacity="0.3" />
      {lines(124, 308, [84], c["accent-soft"])}
      <circle cx="126" cy="392" r="24" fill="#ef4444" />
      <circle cx="214" cy="392" r="24" fill="#22c55e" />
      {[126, 214].map((cx, i) => (
        <path
          key={cx}
          transform={`translate(${cx - 12} ${392 - 12})${i === 0 ? " rotate(135 12 12)" : ""}`}
          d="M5 3.5h3.2l1.8 4.8-2.3 1.4a11.5 11.5 0 0 0 6.6 6.6l1.4-2.3 4.8 1.8V19a2 2 0 0 1-2 2A16.5 16.5 0 0 1 3 5.5a2 2 0 0 1 2-2z"
          fill={c.white}
        />
      ))}
      {waveBars.map((height, i) => (
        <rect key={i} x={300 + i * 15} y={220 - height / 2} width="9" height={height} rx="4.5" fill={c.accentBright} fillOpacity={0.55 + (i % 3) * 0.2} />
      ))}
      {card(292, 336, 168, 64, 32)}
      {calendarIcon(308, 355, 26, c.accent)}
      <rect x="342" y="363" width="62" height="10" rx="5" fill={c.slatePale} />
      {checkBadge(430, 368, 15)}
    </>,
  );
}

const seoBars = [40, 58, 52, 80, 98, 124, 150];

/** Rankings and traffic rising, beside the blog posts the service wrote. */
export function SeoMotif() {
  const barX = (i: number) => 76 + i * 48;
  const top = (i: number) => 286 - seoBars[i]!;
  const points = seoBars.map((_, i) => `${barX(i) + 15},${top(i) - 18}`).join(" ");
  return frame(
    <>
      {card(40, 36, 400, 276, 24)}
      {lines(68, 62, [132], c.slate, 12)}
      {lines(68, 84, [84], c.slatePale, 10)}
      {[150, 200, 250].map((y) => (
        <path key={y} d={`M68 ${y}H412`} stroke={c.line} strokeWidth="2" />
      ))}
      {seoBars.map((height, i) => (
        <rect key={i} x={barX(i)} y={top(i)} width="30" height={height} rx="7" fill={i >= 5 ? c.brand : c.brandMist} />
      ))}
      <polyline points={points} fill="none" stroke={c.accent} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx={barX(6) + 15} cy={top(6) - 18} r="9" fill={c.accent} stroke={c.white} strokeWidth="4" />
      <path d="M402 58l14 0 0 14M416 58l-22 22" stroke={c.accent} strokeWidth="5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      {[
        { x: 56, y: 292, tint: c["accent-soft"], ink: c.accent },
        { x: 250, y: 312, tint: c.brandMist, ink: c.brand },
      ].map(({ x, y, tint, ink }) => (
        <g key={x}>
          {card(x, y, 178, 148, 20)}
          <rect x={x + 16} y={y + 16} width="146" height="52" rx="10" fill={tint} />
          <path d={`M${x + 30} ${y + 60}l22-22 16 14 12-10 22 18`} fill="none" stroke={ink} strokeWidth="4" strokeLinejoin="round" strokeLinecap="round" />
          <circle cx={x + 132} cy={y + 34} r="7" fill={ink} />
          {lines(x + 16, y + 84, [130], c.slate, 9, 18)}
          {lines(x + 16, y + 102, [146, 98], c.slatePale, 8, 16)}
        </g>
      ))}
    </>,
  );
}

/** Leads come in, the qualification scores them, the good ones end as a booked meeting. */
export function LeadMotif() {
  const leads = [c.brandTint, c.accentBright, c.white, c.amber, c.brandPale];
  return frame(
    <>
      {leads.map((fill, i) => (
        <g key={i}>
          <circle cx={112 + i * 64} cy="50" r="20" fill={fill} />
          <circle cx={112 + i * 64} cy="45" r="7" fill={c["brand-dark"]} fillOpacity="0.5" />
          <path d={`M${100 + i * 64} 62a12 10 0 0 1 24 0`} fill={c["brand-dark"]} fillOpacity="0.5" />
          <path d={`M${112 + i * 64} 76v14`} stroke={c.white} strokeOpacity="0.5" strokeWidth="3" strokeDasharray="3 5" strokeLinecap="round" />
        </g>
      ))}
      <path d="M56 104h368l-48 64H104z" fill={c.white} filter="url(#shadow)" />
      <path d="M112 180h256l-42 56H154z" fill={c.brandPale} filter="url(#shadow)" />
      <path d="M162 248h156l-34 50h-88z" fill={c.brandTint} filter="url(#shadow)" />
      {lines(150, 131, [180], c.slatePale)}
      {lines(186, 203, [108], c.brand, 10)}
      <rect x="218" y="306" width="44" height="28" rx="8" fill={c.brand} />
      <path d="M352 208h18" stroke={c.white} strokeOpacity="0.6" strokeWidth="3" strokeDasharray="3 5" strokeLinecap="round" />
      <circle cx="412" cy="208" r="36" fill="none" stroke={c.white} strokeOpacity="0.25" strokeWidth="10" />
      <path d="M412 172a36 36 0 1 1 -34.2 46.8" fill="none" stroke={c.accentBright} strokeWidth="10" strokeLinecap="round" />
      <path d="M240 336v14" stroke={c.white} strokeOpacity="0.6" strokeWidth="3" strokeDasharray="3 5" strokeLinecap="round" />
      {card(104, 356, 272, 88, 26)}
      {checkBadge(148, 400, 22)}
      {lines(184, 384, [124], c.slate, 11)}
      {lines(184, 406, [86], c.slatePale, 10)}
      {calendarIcon(326, 382, 36, c.brand)}
    </>,
  );
}
