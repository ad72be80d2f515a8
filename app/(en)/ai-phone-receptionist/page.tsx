import { PhoneReceptionistScreen } from "@/components/screens/services/PhoneReceptionistScreen";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("phoneReceptionist", "en");

export default function Page() {
  return <PhoneReceptionistScreen lang="en" />;
}
