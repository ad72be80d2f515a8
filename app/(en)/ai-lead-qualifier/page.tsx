import { LeadQualifierScreen } from "@/components/screens/services/LeadQualifierScreen";
import { pageMetadata } from "@/site/seo/metadata";

export const metadata = pageMetadata("leadQualifier", "en");

export default function Page() {
  return <LeadQualifierScreen lang="en" />;
}
