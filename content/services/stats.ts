import { formatterFor } from "@/lib/format";
import { bilingual } from "@/lib/i18n";
import { claims as c } from "../claims";
import type { Stat, Tuple } from "./types";

/**
 * Key figures with their labels. A service computes its figures once, from the claims, in either
 * language's format (a function of the formatter); only the labels are written per language.
 */
export function labelled(values: Tuple<string, 3>, labels: Tuple<string, 3>): Tuple<Stat, 3> {
  return values.map((value, i) => ({ value, label: labels[i]! })) as Tuple<Stat, 3>;
}

const en = formatterFor("en");
const fi = formatterFor("fi");

/** Feature titles for the claims the chat assistant and the phone receptionist share, worded once per language. */
export const sharedFeatureTitles = bilingual({
  en: { languages: `More than ${en.words(c.languages)} languages`, integrations: `Over ${en.number(c.integrations)} integrations` },
  fi: { languages: `Yli ${fi.words(c.languages)} kieltä`, integrations: `Yli ${fi.number(c.integrations)} integraatiota` },
});
