import { ServiceScreen } from "@/components/screens/services/ServiceScreen";
import { pageMetadata } from "@/site/seo/metadata";

export const metadata = pageMetadata("chatAssistant", "fi");

export default function Page() {
  return <ServiceScreen service="chatAssistant" lang="fi" />;
}
