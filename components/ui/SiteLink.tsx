import Link from "next/link";
import type { ComponentProps } from "react";
import { hasOwnPolicy } from "@/lib/security/policy";

/**
 * An internal link. Client-side navigation by default; a plain document load for pages whose
 * security policy admits a third-party widget (booking, home video), because a document keeps
 * the policy of the page it was loaded as.
 */
export function SiteLink({ href, prefetch, ...rest }: ComponentProps<typeof Link> & { href: string }) {
  if (hasOwnPolicy(href.split(/[?#]/)[0]!)) return <a href={href} {...rest} />;
  return <Link href={href} prefetch={prefetch} {...rest} />;
}
