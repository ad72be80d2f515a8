import { NotFoundScreen } from "@/components/screens/NotFoundScreen";
import { notFoundMetadata } from "@/lib/not-found";

export const metadata = notFoundMetadata("fi");

export default function NotFound() {
  return <NotFoundScreen lang="fi" />;
}
