import { PhoneReceptionistScreen } from "@/components/screens/services/PhoneReceptionistScreen";
import { pageMetadata } from "@/site/seo/metadata";

export const metadata = pageMetadata("phoneReceptionist", "fi");

export default function Page() {
  return <PhoneReceptionistScreen lang="fi" />;
}
