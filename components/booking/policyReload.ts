/**
 * The Content-Security-Policy allows a third-party origin only on the page that uses it, and
 * a document keeps the policy of the page it was first loaded as. After client-side
 * navigation to such a page the widget is therefore blocked; when that happens, this loads
 * the page afresh so that it gets its own policy. A page loaded directly is never reloaded,
 * so this cannot loop.
 */
export function reloadWhenBlockedByPolicy(origin: string): () => void {
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (!event.blockedURI.startsWith(origin)) return;
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const loadedAt = entry ? new URL(entry.name).pathname : window.location.pathname;
    if (loadedAt !== window.location.pathname) window.location.reload();
  };
  document.addEventListener("securitypolicyviolation", onViolation);
  return () => document.removeEventListener("securitypolicyviolation", onViolation);
}
