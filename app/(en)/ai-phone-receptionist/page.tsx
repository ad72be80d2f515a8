import { PhoneReceptionistScreen } from "@/components/screens/services/PhoneReceptionistScreen";
import { pageMetadata } from "@/site/seo/metadata";

export const metadata = pageMetadata("phoneReceptionist", "en");

export default function Page() {
  return <PhoneReceptionistScreen lang="en" />;
}
