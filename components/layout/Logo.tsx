export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className} width="32" height="32">
      <rect width="32" height="32" rx="9" fill="#4338ca" />
      <path d="M8 20c3-8 6-8 8 0s5 8 8 0" stroke="#5eead4" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="24" cy="11" r="2.5" fill="#fff" />
    </svg>
  );
}
