import { AboutScreen } from "@/components/screens/about/AboutScreen";
import { pageMetadata } from "@/site/seo/metadata";

export const metadata = pageMetadata("about", "en");

export default function Page() {
  return <AboutScreen lang="en" />;
}
