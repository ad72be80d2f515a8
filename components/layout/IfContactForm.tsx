"use client";

import { usePageLocation } from "./page-location";
import type { ReactNode } from "react";
import { hasContactForm } from "@/site/navigation";

/**
 * Its children on the pages that end with the contact form, `otherwise` on the others
 * (site/navigation.ts says which). The footer is in the layout, which does not know the page.
 */
export function IfContactForm({ children = null, otherwise = null }: { children?: ReactNode; otherwise?: ReactNode }) {
  return hasContactForm(usePageLocation().pathname) ? children : otherwise;
}
