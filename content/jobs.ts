import { bilingual } from "@/lib/i18n";
import type { JobId } from "@/lib/jobs";

type JobText = { title: string; department: string; location: string; type: string; description: string };

export const jobs = bilingual<Record<JobId, JobText>>({
  en: {
    salesRep: {
      title: "Sales Representative",
      department: "Sales",
      location: "Helsinki",
      type: "Full-time",
      description:
        "Meet owners of small and mid-size businesses, find out where their customer service and marketing lose time, and show them how our AI solutions fix it. You own the whole sale from the first meeting to a signed deal.",
    },
    coldCaller: {
      title: "Cold Caller",
      department: "Sales",
      location: "Helsinki / Remote",
      type: "Part-time/Full-time",
      description:
        "Call businesses that could benefit from AI, start good conversations and book discovery calls for our sales team. A clear voice, persistence and curiosity matter more to us than a long CV.",
    },
    onboardingSpecialist: {
      title: "Onboarding Specialist",
      department: "Customer Success",
      location: "Helsinki / Remote",
      type: "Full-time",
      description:
        "Take new customers from signed deal to a working AI assistant: gather their content, configure the solution, train their staff and make sure the first weeks go smoothly.",
    },
  },
  fi: {
    salesRep: {
      title: "Myyntiedustaja",
      department: "Myynti",
      location: "Helsinki",
      type: "Kokoaikainen",
      description:
        "Tapaat pk-yritysten omistajia, selvität missä heidän asiakaspalvelunsa ja markkinointinsa kuluttavat aikaa turhaan ja näytät, miten tekoälyratkaisumme korjaavat sen. Vastaat kaupasta ensitapaamisesta allekirjoitukseen asti.",
    },
    coldCaller: {
      title: "Puhelinmyyjä",
      department: "Myynti",
      location: "Helsinki / etätyö",
      type: "Osa-aikainen/kokoaikainen",
      description:
        "Soitat yrityksille, jotka hyötyisivät tekoälystä, avaat hyviä keskusteluja ja varaat myyntitiimillemme kartoituspuheluita. Selkeä ääni, sinnikkyys ja uteliaisuus painavat meille enemmän kuin pitkä CV.",
    },
    onboardingSpecialist: {
      title: "Käyttöönottoasiantuntija",
      department: "Asiakkuudet",
      location: "Helsinki / etätyö",
      type: "Kokoaikainen",
      description:
        "Viet uudet asiakkaat allekirjoitetusta sopimuksesta toimivaan tekoälyassistenttiin: kokoat heidän sisältönsä, määrität ratkaisun, koulutat henkilöstön ja varmistat, että ensimmäiset viikot sujuvat.",
    },
  },
});
