import type { Lang } from "@/lib/i18n";

/** Small drawn flags for the language menu: Finland for Suomi, the United Kingdom for English. */
export function Flag({ lang }: { lang: Lang }) {
  if (lang === "fi") {
    return (
      <svg viewBox="0 0 18 11" width="20" height="12" aria-hidden="true" className="rounded-sm ring-1 ring-line">
        <rect width="18" height="11" fill="#fff" />
        <rect x="5" width="3" height="11" fill="#002f6c" />
        <rect y="4" width="18" height="3" fill="#002f6c" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 60 30" width="20" height="12" aria-hidden="true" className="rounded-sm ring-1 ring-line">
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#C8102E" strokeWidth="2" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}
