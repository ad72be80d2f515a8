import type { ReactElement } from "react";
import type { Screen } from "@/lib/routes";
import { AboutMotif, ApplyMotif, BlogMotif, BookingMotif, HomeMotif, JobsMotif, PrivacyMotif } from "./PageMotifs";
import { ChatMotif, LeadMotif, PhoneMotif, SeoMotif } from "./ServiceMotifs";

/** Each screen's illustration; a screen added to the route table without one fails the type check. */
export const motifs: Record<Screen, () => ReactElement> = {
  home: HomeMotif,
  about: AboutMotif,
  jobs: JobsMotif,
  apply: ApplyMotif,
  bookCall: BookingMotif,
  privacy: PrivacyMotif,
  chatAssistant: ChatMotif,
  phoneReceptionist: PhoneMotif,
  aiSeo: SeoMotif,
  leadQualifier: LeadMotif,
  blog: BlogMotif,
};
