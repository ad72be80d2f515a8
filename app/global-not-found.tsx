import type { Metadata } from "next";
import { SiteShell } from "@/components/layout/SiteShell";
import { siteForms } from "./site-forms";
import { NotFoundScreen } from "@/components/screens/NotFoundScreen";
import { logMissingPath, missingPage, notFoundMetadata } from "@/site/not-found";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata((await missingPage()).lang);
}

/**
 * Every path outside the route table: a 404 in the path's language, rendered on the server.
 * (A page that throws notFound() would send an empty body and draw the page only with
 * JavaScript, so no route does: docs/decisions/023-server-rendered-404.md.)
 */
export default async function GlobalNotFound() {
  const { path, lang } = await missingPage();
  logMissingPath(path);
  return (
    <SiteShell lang={lang} forms={siteForms(lang)}>
      <NotFoundScreen lang={lang} />
    </SiteShell>
  );
}
