import { formatterFor, plainText } from "@/lib/format";
import { bilingual, type Lang } from "@/lib/i18n";
import type { Screen } from "@/lib/routes";
import { claims as c } from "./claims";
import { serviceNames, terms } from "./glossary";

type PageMeta = { title: string; description: string; keywords: string[] };

/** Search results show about 160 characters of a description; every description fits in that. */
export const MAX_DESCRIPTION_LENGTH = 160;

const en = formatterFor("en");
const fi = formatterFor("fi");
const n = serviceNames;
const call = { en: terms.en.discoveryCall.base, fi: terms.fi.discoveryCall.base };
const allNames = (lang: Lang) => Object.values(serviceNames[lang]).map((s) => s.name);

/**
 * Title, description and keywords of every screen, in both languages. Metadata leaves the page,
 * so it carries no invisible layout characters (word joiners), only text.
 */
const meta = bilingual<Record<Screen, PageMeta>>({
  en: {
    home: {
      title: "AI solutions that turn friction into flow",
      description: `${en.list(allNames("en"))} for small and mid-size businesses. Book a free ${en.number(c.discoveryCallMinutes)}-minute ${call.en}.`,
      keywords: ["AI solutions", "AI for small business", ...allNames("en")],
    },
    about: {
      title: "About us",
      description: "A Helsinki company that builds practical AI for small and mid-size businesses: what we do, our mission and where we are heading.",
      keywords: ["AI company Helsinki", "about us", "AI consultancy Finland"],
    },
    jobs: {
      title: "Careers",
      description: "Open positions in sales and customer success. Help small businesses put AI to work, in Helsinki or remotely.",
      keywords: ["jobs", "careers", "AI sales jobs", "customer success jobs Helsinki"],
    },
    apply: {
      title: "Apply for a position",
      description: "Send your application and CV for an open position. We read every application and reply to each applicant.",
      keywords: ["job application", "apply", "careers"],
    },
    bookCall: {
      title: `Book a free ${call.en}`,
      description: `Book a free ${en.number(c.discoveryCallMinutes)}-minute ${call.en} and find out where AI would save your business the most time.`,
      keywords: ["book a call", `free ${call.en}`, `AI ${call.en}`],
    },
    privacy: {
      title: "Privacy notice",
      description: "How we collect, use and protect personal data, how long we keep it and how you can use your rights under the GDPR.",
      keywords: ["privacy notice", "GDPR", "data protection"],
    },
    trust: {
      title: "Trust: your data and our AI",
      description: "The services that process data for us, what we store, where and for how long, our data processing agreement, and how our AI says it is an AI.",
      keywords: ["data processing agreement", "GDPR", "EU AI Act", "AI transparency"],
    },
    chatAssistant: {
      title: `${n.en.chatAssistant.name} for your website`,
      description: `An ${n.en.chatAssistant.name} that answers customers 24/7, qualifies leads and books meetings. Live in ${en.range(...c.chatPhoneSetupDays, "days")}, ${en.number(c.freeTrialDays)}-day free trial.`,
      keywords: [n.en.chatAssistant.name, "website chatbot", "customer service AI", "AI chatbot for business"],
    },
    phoneReceptionist: {
      title: n.en.phoneReceptionist.name,
      description: `An ${n.en.phoneReceptionist.name} that answers every call 24/7, books appointments and puts urgent calls through. ${en.number(c.freeTrialDays)}-day free trial.`,
      keywords: [n.en.phoneReceptionist.name, "AI voice agent", "virtual receptionist", "call answering AI"],
    },
    aiSeo: {
      title: `${n.en.aiSeo.name} and automatic blog production`,
      description: `Keyword research, optimisation and blog posts written and published automatically. Grow your ${terms.en.searchTraffic.base} month after month.`,
      keywords: [n.en.aiSeo.name, "automatic blog", "search engine optimisation", "content marketing AI"],
    },
    leadQualifier: {
      title: `${n.en.leadQualifier.name} and meeting booking`,
      description: "Reply to every lead in under a minute, qualify it and book the meeting automatically. A solution built around your sales process.",
      keywords: [n.en.leadQualifier.name, "lead qualification", "AI sales", "sales automation"],
    },
    blog: {
      title: "Blog",
      description: "Practical articles on AI for small and mid-size businesses: customer service, phone calls, search visibility and sales, one service at a time.",
      keywords: ["AI blog", "AI for small business", "customer service automation", "AI SEO", "lead qualification"],
    },
  },
  fi: {
    home: {
      title: "Tekoälyratkaisut, jotka tekevät arjesta sujuvaa",
      description: `${fi.list(allNames("fi"))} pk-yrityksille. Varaa maksuton ${fi.quantity(c.discoveryCallMinutes, "minuutin")} ${call.fi}.`,
      keywords: ["tekoälyratkaisut", "tekoäly pk-yrityksille", ...allNames("fi")],
    },
    about: {
      title: "Tietoa meistä",
      description: "Helsinkiläinen yritys, joka rakentaa käytännöllistä tekoälyä pienille ja keskisuurille yrityksille: mitä teemme, mikä on tehtävämme ja mihin olemme menossa.",
      keywords: ["tekoälyyritys Helsinki", "tietoa meistä", "tekoälykonsultointi"],
    },
    jobs: {
      title: "Työpaikat",
      description: "Avoimet työpaikat myynnissä ja asiakkuuksissa Helsingissä tai etänä. Auta pk-yrityksiä ottamaan tekoäly käyttöön.",
      keywords: ["työpaikat", "rekrytointi", "myyntityö", "asiakkuustyö Helsinki"],
    },
    apply: {
      title: "Hae työpaikkaa",
      description: "Lähetä hakemuksesi ja CV:si avoimeen tehtävään. Luemme jokaisen hakemuksen ja vastaamme jokaiselle hakijalle.",
      keywords: ["työhakemus", "hae työpaikkaa", "rekrytointi"],
    },
    bookCall: {
      title: `Varaa maksuton ${call.fi}`,
      description: `Varaa maksuton ${fi.quantity(c.discoveryCallMinutes, "minuutin")} ${call.fi} ja selvitä, missä tekoäly säästäisi yrityksesi aikaa eniten.`,
      keywords: ["varaa aika", `maksuton ${call.fi}`, "tekoälykartoitus"],
    },
    privacy: {
      title: "Tietosuojaseloste",
      description: "Miten keräämme, käytämme ja suojaamme henkilötietoja, kuinka kauan säilytämme niitä ja miten voit käyttää oikeuksiasi.",
      keywords: ["tietosuojaseloste", "GDPR", "tietosuoja"],
    },
    trust: {
      title: "Luottamus: tietosi ja tekoälymme",
      description: "Palvelut, jotka käsittelevät tietoja puolestamme, mitä tallennamme, missä ja kuinka kauan, tietojenkäsittelysopimus ja miten tekoälymme kertoo olevansa tekoäly.",
      keywords: ["tietojenkäsittelysopimus", "GDPR", "EU:n tekoälysäädös", "tekoälyn läpinäkyvyys"],
    },
    chatAssistant: {
      title: `${n.fi.chatAssistant.name} verkkosivuillesi`,
      description: `${n.fi.chatAssistant.name} vastaa asiakkaillesi ympäri vuorokauden, kvalifioi liidit ja varaa tapaamiset. Käytössä ${fi.range(...c.chatPhoneSetupDays, "päivässä")}, ${fi.quantity(c.freeTrialDays, "päivän")} maksuton kokeilu.`,
      keywords: [n.fi.chatAssistant.name, "chatbot verkkosivuille", "asiakaspalvelun tekoäly", "tekoälychat yritykselle"],
    },
    phoneReceptionist: {
      title: n.fi.phoneReceptionist.name,
      description: `${n.fi.phoneReceptionist.name} vastaa jokaiseen puheluun ympäri vuorokauden, varaa ajat ja yhdistää kiireelliset puhelut. ${fi.quantity(c.freeTrialDays, "päivän")} maksuton kokeilu.`,
      keywords: [n.fi.phoneReceptionist.name, "tekoälyvastaaja", "virtuaalinen vastaanotto", "puheluiden vastaaminen"],
    },
    aiSeo: {
      title: `${n.fi.aiSeo.name} ja automaattinen blogituotanto`,
      description: `Avainsanatutkimus, optimointi sekä automaattisesti kirjoitetut ja julkaistut blogiartikkelit. Kasvata ${terms.fi.searchTraffic.partitive} kuukausi kuukaudelta.`,
      keywords: [n.fi.aiSeo.name, "automaattinen blogi", "hakukoneoptimointi", "sisältömarkkinointi tekoälyllä"],
    },
    leadQualifier: {
      title: `${n.fi.leadQualifier.name} ja tapaamisten varaus`,
      description: "Vastaa jokaiseen liidiin alle minuutissa, kvalifioi se ja varaa tapaaminen automaattisesti. Ratkaisu rakennetaan myyntiprosessisi mukaan.",
      keywords: [n.fi.leadQualifier.name, "liidien kvalifiointi", "myynnin tekoäly", "myynnin automaatio"],
    },
    blog: {
      title: "Blogi",
      description: "Käytännön artikkeleita tekoälyn hyödyntämisestä pk-yrityksissä: asiakaspalvelu, puhelut, näkyvyys hakukoneissa ja myynti.",
      keywords: ["tekoälyblogi", "tekoäly pk-yrityksille", "asiakaspalvelun automaatio", "AI-SEO", "liidien kvalifiointi"],
    },
  },
});

export const pageMeta: Record<Lang, Record<Screen, PageMeta>> = { en: plainMeta(meta.en), fi: plainMeta(meta.fi) };

function plainMeta(pages: Record<Screen, PageMeta>): Record<Screen, PageMeta> {
  const entries = Object.entries(pages).map(([screen, m]) => [screen, { ...m, title: plainText(m.title), description: plainText(m.description) }]);
  return Object.fromEntries(entries) as Record<Screen, PageMeta>;
}
