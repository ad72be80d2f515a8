"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Closes the <details> element with the given id after a route change or a followed link. */
export function CloseOnNavigate({ detailsId }: { detailsId: string }) {
  const pathname = usePathname();
  useEffect(() => {
    const details = document.getElementById(detailsId);
    if (!(details instanceof HTMLDetailsElement)) return;
    details.open = false;
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest("a")) details.open = false;
    };
    details.addEventListener("click", onClick);
    return () => details.removeEventListener("click", onClick);
  }, [detailsId, pathname]);
  return null;
}
