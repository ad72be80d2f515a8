import { applyForm } from "@/app/site-forms";
import { ApplyScreen } from "@/components/screens/jobs/ApplyScreen";
import { openings } from "@/content/positions";
import { variantParams } from "@/lib/apply-variants";
import { pageMetadata } from "@/site/seo/metadata";

// One prerendered page per position and set of open positions: the form, or "this position has closed" (410); the site's
// server serves ?job=N from the one that holds today (docs/decisions/025-apply-page-prerendered-per-position.md, 046).
export const dynamicParams = false;
export const generateStaticParams = () => variantParams.apply(openings());
export const metadata = pageMetadata("apply", "en");

export default async function Page({ params }: { params: Promise<{ job: string; open: string }> }) {
  const { job, open } = await params;
  return <ApplyScreen lang="en" job={Number(job)} open={open} form={applyForm("en", Number(job), open)} />;
}
