import type { ImgHTMLAttributes } from "react";

// The Astro build's stand-in for next/image: the site's images are SVGs and posters of known size, drawn as they are.
export default function Image({ priority, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string; priority?: boolean }) {
  // eslint-disable-next-line @next/next/no-img-element -- this is the stand-in for next/image itself
  return <img alt={alt} decoding="async" {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const })} {...rest} />;
}
