import { AboutScreen } from "@/components/screens/about/AboutScreen";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("about", "fi");

export default function Page() {
  return <AboutScreen lang="fi" />;
}
