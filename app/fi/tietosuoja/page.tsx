import { PrivacyScreen } from "@/components/screens/privacy/PrivacyScreen";
import { pageMetadata } from "@/site/seo/metadata";

export const metadata = pageMetadata("privacy", "fi");

export default function Page() {
  return <PrivacyScreen lang="fi" />;
}
