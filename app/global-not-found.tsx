import type { Metadata } from "next";
import { SiteShell } from "@/components/layout/SiteShell";
import { NotFoundScreen } from "@/components/screens/NotFoundScreen";
import { notFoundMetadata } from "@/lib/not-found";
import "./globals.css";

export const metadata: Metadata = notFoundMetadata("en");

/** For URLs no route matches at all (the language catch-alls take nearly every other path). */
export default function GlobalNotFound() {
  return (
    <SiteShell lang="en">
      <NotFoundScreen lang="en" />
    </SiteShell>
  );
}
