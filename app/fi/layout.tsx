import type { ReactNode } from "react";
import { SiteShell } from "@/components/layout/SiteShell";
import { siteForms } from "../site-forms";
import "../globals.css";

export default function FinnishLayout({ children }: { children: ReactNode }) {
  return <SiteShell lang="fi" forms={siteForms("fi")}>{children}</SiteShell>;
}
