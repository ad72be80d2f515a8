import { AiSeoScreen } from "@/components/screens/services/AiSeoScreen";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("aiSeo", "fi");

export default function Page() {
  return <AiSeoScreen lang="fi" />;
}
