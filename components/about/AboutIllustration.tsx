/**
 * The about page's illustration: tangled lines pass through an AI node and come out as three
 * clear flows. Drawn inline, in the page's HTML, so the first paint has it without a request of
 * its own (docs/decisions/037-font-not-preloaded.md).
 */
export function AboutIllustration({ alt, className }: { alt: string; className?: string }) {
  return (
    <svg viewBox="0 0 560 420" width={560} height={420} role="img" aria-label={alt} className={className}>
      <defs>
        <linearGradient id="about-flow-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#eef2ff" />
          <stop offset="1" stopColor="#ccfbf1" />
        </linearGradient>
      </defs>
      <rect width="560" height="420" rx="32" fill="url(#about-flow-gradient)" />
      <path d="M40 210c30-60 70 40 40 40s-20-90 30-70 10 90-20 60 50-100 80-40 -30 70 10 50" fill="none" stroke="#94a3b8" strokeWidth="4" strokeLinecap="round" />
      <circle cx="280" cy="210" r="62" fill="#4338ca" />
      <circle cx="280" cy="210" r="84" fill="none" stroke="#4338ca" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M246 222c12-30 24-30 34 0s22 30 34 0" stroke="#5eead4" strokeWidth="8" fill="none" strokeLinecap="round" />
      <circle cx="314" cy="184" r="8" fill="#ffffff" />
      <path d="M346 210 C 390 150, 430 150, 470 120" fill="none" stroke="#0f766e" strokeWidth="5" strokeLinecap="round" />
      <path d="M346 210 C 400 210, 440 210, 500 210" fill="none" stroke="#0f766e" strokeWidth="5" strokeLinecap="round" />
      <path d="M346 210 C 390 270, 430 270, 470 300" fill="none" stroke="#0f766e" strokeWidth="5" strokeLinecap="round" />
      <circle cx="478" cy="114" r="22" fill="#ffffff" stroke="#0f766e" strokeWidth="4" />
      <path d="M468 112h20M468 120h12" stroke="#4338ca" strokeWidth="4" strokeLinecap="round" />
      <circle cx="508" cy="210" r="22" fill="#ffffff" stroke="#0f766e" strokeWidth="4" />
      <path d="M499 211l6 6 12-12" fill="none" stroke="#4338ca" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="478" cy="306" r="22" fill="#ffffff" stroke="#0f766e" strokeWidth="4" />
      <path d="M470 312v-8M478 312v-14M486 312v-20" stroke="#4338ca" strokeWidth="4" strokeLinecap="round" />
      <path d="M250 70l6 15 15 6-15 6-6 15-6-15-15-6 15-6z" fill="#4338ca" fillOpacity="0.6" />
      <path d="M120 330l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill="#0f766e" fillOpacity="0.6" />
    </svg>
  );
}
