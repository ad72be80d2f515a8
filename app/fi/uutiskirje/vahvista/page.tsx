import { confirmNewsletterAction } from "@/app/actions";
import { NewsletterTokenScreen, newsletterPageMetadata } from "@/components/forms/NewsletterTokenScreen";

export const metadata = newsletterPageMetadata("confirm", "fi");

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <NewsletterTokenScreen kind="confirm" lang="fi" searchParams={searchParams} action={confirmNewsletterAction} />;
}
