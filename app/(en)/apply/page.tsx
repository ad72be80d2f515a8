import { applyAction } from "@/app/actions";
import { ApplyScreen } from "@/components/screens/jobs/ApplyScreen";
import { pageMetadata } from "@/site/seo/metadata";

export const metadata = pageMetadata("apply", "en");

export default function Page() {
  return <ApplyScreen lang="en" action={applyAction} />;
}
