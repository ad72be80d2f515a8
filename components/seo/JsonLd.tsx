import { serializeJsonLd, type JsonLdObject } from "@/lib/seo/jsonld";

export function JsonLd({ items }: { items: JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(items) }} />;
}
