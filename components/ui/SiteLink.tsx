import type { AnchorHTMLAttributes } from "react";

/**
 * An internal link: every page is a document of its own, and the speculation rules load the next
 * one ahead (docs/decisions/057-speculation-rules-and-html-only-menus.md).
 */
export function SiteLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
