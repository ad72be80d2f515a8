import { JobsScreen } from "@/components/screens/jobs/JobsScreen";
import { pageMetadata } from "@/site/seo/metadata";

export const metadata = pageMetadata("jobs", "fi");

export default function Page() {
  return <JobsScreen lang="fi" />;
}
