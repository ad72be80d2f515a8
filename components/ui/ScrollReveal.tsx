"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * Fades [data-reveal] elements in as they scroll into view (threshold 0.1, 50px bottom margin,
 * 1000 ms in CSS). Content is visible without JavaScript and with reduced motion: hiding only
 * starts once this runs, and elements already on screen are marked revealed first.
 */
export function ScrollReveal() {
  const pathname = usePathname();
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const elements = Array.from(document.querySelectorAll<HTMLElement>("[data-reveal]:not([data-revealed])"));
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.setAttribute("data-revealed", "");
          observer.unobserve(entry.target);
        }
      },
      { threshold: 0.1, rootMargin: "0px 0px 50px 0px" },
    );
    const viewportBottom = window.innerHeight + 50;
    for (const element of elements) {
      if (element.getBoundingClientRect().top < viewportBottom) element.setAttribute("data-revealed", "");
      else observer.observe(element);
    }
    document.documentElement.classList.add("js-reveal");
    return () => observer.disconnect();
  }, [pathname]);
  return null;
}
