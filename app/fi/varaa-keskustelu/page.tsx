import { BookCallScreen } from "@/components/screens/booking/BookCallScreen";
import { pageMetadata } from "@/site/seo/metadata";

export const metadata = pageMetadata("bookCall", "fi");

export default function Page() {
  return <BookCallScreen lang="fi" />;
}
