import { BookCallScreen } from "@/components/screens/booking/BookCallScreen";
import { pageMetadata } from "@/site/seo/metadata";

export const metadata = pageMetadata("bookCall", "en");

export default function Page() {
  return <BookCallScreen lang="en" />;
}
