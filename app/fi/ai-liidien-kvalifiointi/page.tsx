import { LeadQualifierScreen } from "@/components/screens/services/LeadQualifierScreen";
import { pageMetadata } from "@/site/seo/metadata";

export const metadata = pageMetadata("leadQualifier", "fi");

export default function Page() {
  return <LeadQualifierScreen lang="fi" />;
}
