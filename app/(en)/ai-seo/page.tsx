import { AiSeoScreen } from "@/components/screens/services/AiSeoScreen";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("aiSeo", "en");

export default function Page() {
  return <AiSeoScreen lang="en" />;
}
