import { AiSeoScreen } from "@/components/screens/services/AiSeoScreen";
import { pageMetadata } from "@/site/seo/metadata";

export const metadata = pageMetadata("aiSeo", "fi");

export default function Page() {
  return <AiSeoScreen lang="fi" />;
}
