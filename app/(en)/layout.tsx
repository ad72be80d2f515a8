import type { ReactNode } from "react";
import { SiteShell } from "@/components/layout/SiteShell";
import { siteForms } from "../site-forms";
import "../globals.css";

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteShell lang="en" forms={siteForms("en")}>{children}</SiteShell>;
}
