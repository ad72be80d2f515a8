import { PrivacyScreen } from "@/components/screens/privacy/PrivacyScreen";
import { pageMetadata } from "@/site/seo/metadata";

export const metadata = pageMetadata("privacy", "en");

export default function Page() {
  return <PrivacyScreen lang="en" />;
}
