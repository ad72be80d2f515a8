import type { AnchorHTMLAttributes } from "react";

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean | null };

// The Astro build's stand-in for next/link: every page is a document of its own, so a link is a plain link (prefetch: the speculation rules).
export default function Link(props: Props) {
  const rest: AnchorHTMLAttributes<HTMLAnchorElement> = { ...props };
  delete (rest as Props).prefetch;
  return <a {...rest} />;
}
