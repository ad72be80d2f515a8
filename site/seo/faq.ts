import type { FaqItem } from "@/content/types";
import type { JsonLdObject } from "./json-ld";

/** FAQPage structured data built from the same items the page shows. */
export function faqJsonLd(items: FaqItem[]): JsonLdObject {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
