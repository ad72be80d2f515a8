import { JobsScreen } from "@/components/screens/jobs/JobsScreen";
import { openings } from "@/content/positions";
import { variantParams } from "@/lib/apply-variants";
import { pageMetadata } from "@/site/seo/metadata";
import { positionsOfKey } from "@/site/positions-as-shown";

// One prerendered page per set of open positions; the site's server serves the jobs page from the one that holds today (docs/decisions/046-positions-close-at-request-time.md).
export const dynamicParams = false;
export const generateStaticParams = () => variantParams.jobs(openings());
export const metadata = pageMetadata("jobs", "fi");

export default async function Page({ params }: { params: Promise<{ open: string }> }) {
  return <JobsScreen lang="fi" positions={positionsOfKey((await params).open)} />;
}
