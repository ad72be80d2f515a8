import { ServiceScreen } from "@/components/screens/services/ServiceScreen";
import { pageMetadata } from "@/site/seo/metadata";

export const metadata = pageMetadata("leadQualifier", "en");

export default function Page() {
  return <ServiceScreen service="leadQualifier" lang="en" />;
}
