"use client";

import { usePathname } from "next/navigation";
import type { ComponentProps } from "react";
import { SiteLink } from "@/components/ui/SiteLink";
import { publicPathOf } from "@/lib/routes";

/** An internal link that says so (aria-current="page") when it points at the page shown. */
export function NavLink({ href, ...rest }: ComponentProps<typeof SiteLink>) {
  // A variant's prerendered path (/jobs/0-1-2) is the page the browser shows at /jobs.
  const current = publicPathOf(usePathname()) === href.split(/[?#]/)[0];
  return <SiteLink href={href} aria-current={current ? "page" : undefined} {...rest} />;
}
