import { notFound } from "next/navigation";
import { logMissingPath, notFoundMetadata } from "@/lib/not-found";

export const metadata = notFoundMetadata("fi");

/** Any path outside the route table: log it and answer 404 with the not-found page. */
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params;
  logMissingPath(["fi", ...missing]);
  notFound();
}
