import { PhoneReceptionistScreen } from "@/components/screens/services/PhoneReceptionistScreen";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("phoneReceptionist", "fi");

export default function Page() {
  return <PhoneReceptionistScreen lang="fi" />;
}
