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
import { TrustScreen } from "@/components/screens/trust/TrustScreen";
import { JsonLd } from "@/components/seo/JsonLd";
import { ui } from "@/content/ui";
import { frameOf, openPositions, pathOf, type SitePage as Page } from "@/site/pages";
import { organizationJsonLd, websiteJsonLd } from "@/site/seo/json-ld";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { PageLocationProvider } from "./page-location";

/** The islands a page's route hands in as slots (docs/decisions/061-astro-islands.md): the footer's forms, and the page's own form where it has one (a service page's: its estimate). */
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
  if (screen === "trust") return <TrustScreen lang={lang} />;
  return <ServiceScreen service={screen} lang={lang} estimate={islands.form} />;
}

/**
 * The body of a page on Astro: one React tree, so that every link below knows the page it is on.
 * Around the screen: the skip link, header, main, footer, the site-wide JSON-LD and the voice agent.
 */
export function SitePage({ page, ...islands }: { page: Page } & PageIslands) {
  const { lang } = page;
  const frame = frameOf(page);
  return (
    <PageLocationProvider location={{ pathname: pathOf(page), job: page.kind === "apply" ? String(page.job) : undefined }}>
      <a href="#main" className="sr-only z-50 rounded bg-brand px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        {ui[lang].skipToContent}
      </a>
      <Header lang={lang} languageLinks={frame.languageLinks} />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <Screen page={page} islands={islands} />
      </main>
      <Footer lang={lang} forms={{ newsletter: islands.newsletter, contact: islands.contact }} newsletterInPage={frame.newsletterInPage} />
      <JsonLd items={[organizationJsonLd(), websiteJsonLd(lang)]} />
      {islands.voice}
    </PageLocationProvider>
  );
}
