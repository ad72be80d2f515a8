import type { FaqItem, Tuple } from "../types";

export type { FaqItem, Tuple };

export type IconName =
  | "chat"
  | "clock"
  | "zap"
  | "doc"
  | "filter"
  | "calendar"
  | "users"
  | "globe"
  | "plug"
  | "phone"
  | "mic"
  | "forward"
  | "search"
  | "pen"
  | "upload"
  | "sliders"
  | "gauge"
  | "chart"
  | "eye"
  | "target"
  | "mail"
  | "layers"
  | "shield";

export type Stat = { value: string; label: string };
export type Feature = { title: string; text: string };
export type Benefit = { stat: string; title: string; text: string };
export type Step = { title: string; text: string };
export type PackageCopy = { name: string; description: string; includes: string[]; cta: string };

/** Everything a service page says, in one language. P = packages, F = FAQ items. */
export type ServiceCopy<P extends number, F extends number> = {
  /** Category for the Service / SoftwareApplication structured data; the name is the service's (glossary). */
  schema: { serviceType: string };
  hero: { title: string; subtitle: string; stats: Tuple<Stat, 3> };
  features: { title: string; intro: string; items: Tuple<Feature, 8> };
  /** `note`: the typical-figures note (content/claims.ts), shown under the figures. */
  benefits: { title: string; intro: string; items: Tuple<Benefit, 3>; note: string };
  pricing: { title: string; intro: string; packages: Tuple<PackageCopy, P> };
  cta: { title: string; text: string; button: string };
  faq: { title: string; items: Tuple<FaqItem, F> };
};

export type ProcessCopy = { title: string; intro: string; steps: Tuple<Step, 4> };
