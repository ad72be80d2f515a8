import { unsubscribeNewsletterAction } from "@/app/actions";
import { NewsletterTokenScreen, tokenOf } from "@/components/forms/NewsletterTokenScreen";
import { newsletterPageMetadata } from "@/site/seo/newsletter-metadata";
import { TokenForm } from "@/components/forms/TokenForm";

export const metadata = newsletterPageMetadata("unsubscribe", "en");

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const token = tokenOf((await searchParams).token);
  return <NewsletterTokenScreen kind="unsubscribe" lang="en" form={<TokenForm kind="unsubscribe" lang="en" token={token} action={unsubscribeNewsletterAction} />} />;
}
