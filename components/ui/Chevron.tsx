/** The chevron of a native <details> disclosure, turned while open (its <details> carries `group`). */
export function Chevron({ className = "text-brand" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className={`shrink-0 transition-transform group-open:rotate-180 ${className}`}>
      <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
