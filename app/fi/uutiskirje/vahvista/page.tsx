import { confirmNewsletterAction } from "@/app/actions";
import { NewsletterTokenScreen, tokenOf } from "@/components/forms/NewsletterTokenScreen";
import { newsletterPageMetadata } from "@/site/seo/newsletter-metadata";
import { TokenForm } from "@/components/forms/TokenForm";

export const metadata = newsletterPageMetadata("confirm", "fi");

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const token = tokenOf((await searchParams).token);
  return <NewsletterTokenScreen kind="confirm" lang="fi" form={<TokenForm kind="confirm" lang="fi" token={token} action={confirmNewsletterAction} />} />;
}
