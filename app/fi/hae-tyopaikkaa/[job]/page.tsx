import { applyAction } from "@/app/actions";
import { ApplyScreen } from "@/components/screens/jobs/ApplyScreen";
import { applyVariantParams, jobOfVariant } from "@/lib/apply-variants";
import { pageMetadata } from "@/site/seo/metadata";

// One prerendered page per position; proxy.ts serves /fi/hae-tyopaikkaa?job=N from it (docs/decisions/025-apply-page-prerendered-per-position.md).
export const dynamicParams = false;
export const generateStaticParams = () => applyVariantParams;
export const metadata = pageMetadata("apply", "fi");

export default async function Page({ params }: { params: Promise<{ job: string }> }) {
  return <ApplyScreen lang="fi" job={jobOfVariant((await params).job)} action={applyAction} />;
}
