import type { ReactNode } from "react";
import { SiteShell } from "@/components/layout/SiteShell";
import { blogFrame } from "@/site/blog/pages";
import { siteForms } from "../../../../site-forms";
import "../../../../globals.css";

// The blog's root layout: it knows which page it frames, and so where the language links lead (docs/decisions/047-blog-pages-know-their-counterparts.md).
export default async function BlogLayout({ children, params }: { children: ReactNode; params: Promise<{ path?: string[] }> }) {
  return (
    <SiteShell lang="fi" forms={siteForms("fi")} frame={blogFrame("fi", (await params).path)}>
      {children}
    </SiteShell>
  );
}
