import { feedResponse } from "@/site/blog/feed";

// Written at build time, like the pages.
export const dynamic = "force-static";

export function GET() {
  return feedResponse("en");
}
