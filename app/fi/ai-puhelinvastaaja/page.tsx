import { ServiceScreen } from "@/components/screens/services/ServiceScreen";
import { pageMetadata } from "@/site/seo/metadata";

export const metadata = pageMetadata("phoneReceptionist", "fi");

export default function Page() {
  return <ServiceScreen service="phoneReceptionist" lang="fi" />;
}
