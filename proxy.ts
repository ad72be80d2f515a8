import { NextResponse, type NextRequest } from "next/server";
import { languages, type Lang } from "@/lib/i18n";
import { counterpartPath } from "@/lib/routes";

/** Old ?lang=fi|en links (D2) are redirected permanently to that language's page. */
export function proxy(request: NextRequest) {
  const url = request.nextUrl.clone();
  const lang = url.searchParams.get("lang");
  if (!languages.includes(lang as Lang)) return NextResponse.next();
  url.searchParams.delete("lang");
  url.pathname = counterpartPath(url.pathname, lang as Lang);
  return NextResponse.redirect(url, 308);
}

export const config = {
  matcher: [{ source: "/((?!_next/|api/|og/).*)", has: [{ type: "query", key: "lang" }] }],
};
