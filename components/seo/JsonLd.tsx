import { serializeJsonLd, type JsonLdObject } from "@/site/seo/json-ld";

export function JsonLd({ items }: { items: JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(items) }} />;
}
