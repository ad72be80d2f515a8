import { AiSeoScreen } from "@/components/screens/services/AiSeoScreen";
import { pageMetadata } from "@/site/seo/metadata";

export const metadata = pageMetadata("aiSeo", "en");

export default function Page() {
  return <AiSeoScreen lang="en" />;
}
