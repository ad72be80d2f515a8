import { JobsScreen } from "@/components/screens/jobs/JobsScreen";
import { pageMetadata } from "@/site/seo/metadata";

export const metadata = pageMetadata("jobs", "en");

export default function Page() {
  return <JobsScreen lang="en" />;
}
