import { unsubscribeNewsletterAction } from "@/app/actions";
import { NewsletterTokenScreen, newsletterPageMetadata } from "@/components/forms/NewsletterTokenScreen";

export const metadata = newsletterPageMetadata("unsubscribe", "en");

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <NewsletterTokenScreen kind="unsubscribe" lang="en" searchParams={searchParams} action={unsubscribeNewsletterAction} />;
}
