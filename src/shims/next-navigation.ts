// The Astro build's stand-in for the few next/navigation hooks the components call
// (docs/decisions/061-astro-islands.md): the page's location comes from the page itself.
import { usePageLocation } from "@/components/layout/page-location";

export function usePathname(): string {
  return usePageLocation().pathname;
}

export function useParams(): Record<string, string | undefined> {
  return { job: usePageLocation().job };
}

export function useRouter() {
  return { push: (href: string) => window.location.assign(href) };
}
