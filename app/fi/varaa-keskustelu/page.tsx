import { BookCallScreen } from "@/components/screens/booking/BookCallScreen";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("bookCall", "fi");

export default function Page() {
  return <BookCallScreen lang="fi" />;
}
