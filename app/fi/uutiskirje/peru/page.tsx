import { unsubscribeNewsletterAction } from "@/app/actions";
import { NewsletterTokenScreen, newsletterPageMetadata } from "@/components/forms/NewsletterTokenScreen";

export const metadata = newsletterPageMetadata("unsubscribe", "fi");

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <NewsletterTokenScreen kind="unsubscribe" lang="fi" searchParams={searchParams} action={unsubscribeNewsletterAction} />;
}
