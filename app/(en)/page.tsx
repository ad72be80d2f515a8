import { HomeScreen } from "@/components/screens/home/HomeScreen";
import { pageMetadata } from "@/site/seo/metadata";

export const metadata = pageMetadata("home", "en");

export default function Page() {
  return <HomeScreen lang="en" />;
}
