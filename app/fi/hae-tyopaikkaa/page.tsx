import { ApplyScreen } from "@/components/screens/jobs/ApplyScreen";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("apply", "fi");

export default function Page() {
  return <ApplyScreen lang="fi" />;
}
