import { applyAction } from "@/app/actions";
import { ApplyScreen } from "@/components/screens/jobs/ApplyScreen";
import { pageMetadata } from "@/site/seo/metadata";

export const metadata = pageMetadata("apply", "fi");

export default function Page() {
  return <ApplyScreen lang="fi" action={applyAction} />;
}
