import { formatterFor } from "@/lib/format";
import { bilingual, type Lang } from "@/lib/i18n";
import { terms } from "../glossary";
import type { TieredPackageId } from "../prices";
import type { PackageCopy, Tuple } from "./types";

const en = formatterFor("en");
const fi = formatterFor("fi");
const quarter = terms.fi.quarter;

type Tier = { name: string; support: string[]; cta: string };

/**
 * The three tiers of the chat assistant, the phone receptionist and AI SEO are alike in every
 * service: the same name, the same support (development hours, consulting) and the same button.
 */
const tiers = bilingual<Record<TieredPackageId, Tier>>({
  en: {
    starter: {
      name: "Starter",
      support: [`${en.quantity(4, "development hours")} beyond the setup`, "Consulting every second quarter"],
      cta: "Book a call",
    },
    professional: {
      name: "Professional",
      support: [`${en.quantity(8, "development hours")} beyond the setup`, "Consulting every quarter"],
      cta: "Book a call",
    },
    enterprise: {
      name: "Enterprise",
      support: ["Development hours as agreed", "Consulting monthly or as needed"],
      cta: "Ask for a quote",
    },
  },
  fi: {
    starter: {
      name: "Perus",
      support: [`${fi.quantity(4, "kehitystuntia")} käyttöönoton lisäksi`, `Konsultointi joka toinen ${quarter.base}`],
      cta: "Varaa keskustelu",
    },
    professional: {
      name: "Kasvu",
      support: [`${fi.quantity(8, "kehitystuntia")} käyttöönoton lisäksi`, `Konsultointi kerran ${quarter.inessive}`],
      cta: "Varaa keskustelu",
    },
    enterprise: {
      name: "Organisaatio",
      support: ["Kehitystunnit sopimuksen mukaan", "Konsultointi kerran kuussa tai tarpeen mukaan"],
      cta: "Pyydä tarjous",
    },
  },
});

/** What a service says about one of its tiers: who it is for, and what it includes before the support. */
type TierCopy = { description: string; includes: string[] };

/** A tiered service's three packages: its own copy of each tier, completed with what the tier is everywhere. */
export function tieredPackages(lang: Lang, own: Record<TieredPackageId, TierCopy>): Tuple<PackageCopy, 3> {
  const pkg = (id: TieredPackageId): PackageCopy => {
    const { name, support, cta } = tiers[lang][id];
    return { name, description: own[id].description, includes: [...own[id].includes, ...support], cta };
  };
  return [pkg("starter"), pkg("professional"), pkg("enterprise")];
}
