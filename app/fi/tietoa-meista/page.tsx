import { AboutScreen } from "@/components/screens/about/AboutScreen";
import { pageMetadata } from "@/site/seo/metadata";

export const metadata = pageMetadata("about", "fi");

export default function Page() {
  return <AboutScreen lang="fi" />;
}
