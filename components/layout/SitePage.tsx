import type { ReactNode } from "react";
import { NewsletterTokenScreen } from "@/components/forms/NewsletterTokenScreen";
import { NotFoundScreen } from "@/components/screens/NotFoundScreen";
import { AboutScreen } from "@/components/screens/about/AboutScreen";
import { BlogScreen } from "@/components/screens/blog/BlogScreen";
import { BookCallScreen } from "@/components/screens/booking/BookCallScreen";
import { HomeScreen } from "@/components/screens/home/HomeScreen";
import { ApplyScreen } from "@/components/screens/jobs/ApplyScreen";
import { JobsScreen } from "@/components/screens/jobs/JobsScreen";
import { PositionScreen } from "@/components/screens/jobs/PositionScreen";
import { PrivacyScreen } from "@/components/screens/privacy/PrivacyScreen";
import { ServiceScreen } from "@/components/screens/services/ServiceScreen";
import { frameOf, openPositions, pathOf, type SitePage as Page } from "@/site/pages";
import { PageLocationProvider } from "./page-location";
import { SiteBody } from "./SiteBody";

/** The islands a page's route hands in as slots (docs/decisions/061-astro-islands.md): the footer's forms, and the page's own form where it has one. */
type PageIslands = { newsletter?: ReactNode; contact?: ReactNode; form?: ReactNode; voice?: ReactNode; video?: ReactNode };

function Screen({ page, islands }: { page: Page; islands: PageIslands }) {
  switch (page.kind) {
    case "blog":
      return <BlogScreen page={page.page} newsletterForm={islands.form} />;
    case "jobs":
      return <JobsScreen lang={page.lang} positions={openPositions(page)} />;
    case "position":
      return <PositionScreen lang={page.lang} job={page.job} open={page.open} closed={page.closed} />;
    case "apply":
      return <ApplyScreen lang={page.lang} job={page.job} open={page.open} form={islands.form} />;
    case "notFound":
      return <NotFoundScreen lang={page.lang} />;
    case "newsletter":
      return <NewsletterTokenScreen kind={page.action} lang={page.lang} form={islands.form} />;
  }
  const { screen, lang } = page;
  if (screen === "home") return <HomeScreen lang={lang} video={islands.video} />;
  if (screen === "about") return <AboutScreen lang={lang} />;
  if (screen === "bookCall") return <BookCallScreen lang={lang} />;
  if (screen === "privacy") return <PrivacyScreen lang={lang} />;
  return <ServiceScreen service={screen} lang={lang} />;
}

/** The body of a page on Astro: one React tree, so that every link below knows the page it is on. */
export function SitePage({ page, ...islands }: { page: Page } & PageIslands) {
  const pathname = pathOf(page);
  const job = page.kind === "apply" ? String(page.job) : undefined;
  return (
    <PageLocationProvider location={{ pathname, job }}>
      <SiteBody lang={page.lang} forms={{ newsletter: islands.newsletter, contact: islands.contact }} frame={frameOf(page)} voice={islands.voice ?? null}>
        <Screen page={page} islands={islands} />
      </SiteBody>
    </PageLocationProvider>
  );
}
