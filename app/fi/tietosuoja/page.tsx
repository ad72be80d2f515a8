import { PrivacyScreen } from "@/components/screens/privacy/PrivacyScreen";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("privacy", "fi");

export default function Page() {
  return <PrivacyScreen lang="fi" />;
}
