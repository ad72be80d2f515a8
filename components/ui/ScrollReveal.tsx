"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * Fades [data-reveal] elements in as they scroll into view (threshold 0.1, 50px bottom margin,
 * 1000 ms in CSS). Content is visible without JavaScript and with reduced motion. The observer's
 * first report on each element says whether it is on screen: those are marked revealed (and no
 * longer observed) before they could be hidden; the others wait, hidden, below the fold. No layout
 * is forced while the page loads.
 */
export function ScrollReveal() {
  const pathname = usePathname();
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting } of entries) {
          if (isIntersecting) {
            target.setAttribute("data-revealed", "");
            observer.unobserve(target);
          } else {
            // Only elements not yet seen are still observed: they wait below the fold.
            target.setAttribute("data-reveal", "waiting");
          }
        }
      },
      { threshold: 0.1, rootMargin: "0px 0px 50px 0px" },
    );
    for (const element of document.querySelectorAll("[data-reveal]:not([data-revealed])")) observer.observe(element);
    return () => observer.disconnect();
  }, [pathname]);
  return null;
}
