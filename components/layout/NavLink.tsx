"use client";

import { usePageLocation } from "./page-location";
import type { ComponentProps } from "react";
import { SiteLink } from "@/components/ui/SiteLink";

/** An internal link that says so (aria-current="page") when it points at the page shown. */
export function NavLink({ href, ...rest }: ComponentProps<typeof SiteLink>) {
  const current = usePageLocation().pathname === href.split(/[?#]/)[0];
  return <SiteLink href={href} aria-current={current ? "page" : undefined} {...rest} />;
}
