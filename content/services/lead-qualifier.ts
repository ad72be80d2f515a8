import { formatterFor, type Formatter } from "@/lib/format";
import { bilingual } from "@/lib/i18n";
import { claimNotes, claims as c } from "../claims";
import { terms } from "../glossary";
import { hyphenate } from "../hyphenation";
import { labelled } from "./stats";
import type { IconName, ProcessCopy, ServiceCopy, Tuple } from "./types";

export const leadQualifierIcons: Tuple<IconName, 8> = ["zap", "filter", "target", "calendar", "mail", "plug", "layers", "chart"];

const en = formatterFor("en");
const fi = formatterFor("fi");
const call = { en: terms.en.discoveryCall, fi: terms.fi.discoveryCall };
const term = terms.fi;
/** The hero's figures, from the claims, in either language's format. */
const figures = (f: Formatter): Tuple<string, 3> => [f.under(c.replyMinutes, "min"), f.percent(c.qualificationRatePercent), f.percent(c.conversionLiftPercent, { signed: true })];

export const leadQualifierCopy = bilingual<ServiceCopy<1, 5> & { process: ProcessCopy }>({
  en: {
    schema: { serviceType: "Lead qualification and sales automation" },
    hero: {
      title: "Answer every lead in under a minute and let the meetings book themselves",
      subtitle: `Our AI contacts new leads the moment they arrive, asks the right qualifying questions, scores each lead and books meetings with the ones worth your time. We build it around your sales process and have it running in ${en.range(...c.leadQualificationSetupWeeks, "weeks")}.`,
      stats: labelled(figures(en), ["first reply to every lead", "qualification rate", "conversion"]),
    },
    features: {
      title: "Your fastest salesperson, on duty around the clock",
      intro: "From the first reply to a booked meeting, every step runs by your rules and is recorded in your CRM.",
      items: [
        {
          title: "Instant first contact",
          text: "Every new lead gets a personal reply in under a minute, by email or chat, while their interest is at its peak.",
        },
        {
          title: "Smart qualification",
          text: "The AI asks your qualifying questions in a natural conversation: need, budget, timeline and who decides.",
        },
        {
          title: "Lead scoring",
          text: "Each lead is scored against your ideal customer profile, so your sales team knows whom to call first.",
        },
        {
          title: "Automatic booking",
          text: "Qualified leads book a meeting straight into the right salesperson's calendar.",
        },
        {
          title: "Follow-ups that never slip",
          text: "Leads who don't answer get polite, well-timed reminders until they reply or say no thanks.",
        },
        {
          title: "CRM sync",
          text: `Contact details, answers and notes are saved to your CRM automatically, through any of our ${en.atLeast(c.integrations)} integrations.`,
        },
        {
          title: "Every channel in one flow",
          text: "Web forms, chat, email and ads all feed the same process, so no lead falls through the cracks.",
        },
        {
          title: "Reporting",
          text: "See response times, qualified leads and booked meetings at a glance, and where your pipeline can improve.",
        },
      ],
    },
    benefits: {
      title: "What changes in your sales",
      intro: "The leads you already get, answered faster and followed up better.",
      items: [
        {
          stat: en.percent(c.conversionLiftPercent, { signed: true }),
          title: "More deals from the same leads",
          text: `Replying first and following up consistently can lift conversion by up to ${en.percent(c.conversionLiftPercent)}.`,
        },
        {
          stat: en.range(...c.hoursSavedPerWeek, "h"),
          title: "Hours back for selling",
          text: `Your team stops chasing cold leads and gets ${en.range(...c.hoursSavedPerWeek, "hours")} a week back for conversations that close.`,
        },
        {
          stat: en.range(...c.paybackMonths, "months"),
          title: "Pays for itself quickly",
          text: `With more meetings and less manual work, the solution typically pays for itself in ${en.range(...c.paybackMonths, "months")}.`,
        },
      ],
      note: claimNotes.en.typical,
    },
    process: {
      title: "How we build your lead qualification",
      intro: `A clear path from the first call to a running system, usually in ${en.range(...c.leadQualificationSetupWeeks, "weeks")}.`,
      steps: [
        {
          title: "Discovery call",
          text: `In a free ${en.number(c.discoveryCallMinutes)}-minute call, we go through your leads, sales process and tools and find where automation helps most.`,
        },
        {
          title: "Design",
          text: "We define your qualification criteria, messages and booking rules and agree on the details with you.",
        },
        {
          title: "Build and test",
          text: "We build the automation, connect it to your CRM and calendar and test it with real scenarios before launch.",
        },
        {
          title: "Launch and improve",
          text: "After launch we follow the results with you and keep fine-tuning the questions, messages and scoring.",
        },
      ],
    },
    pricing: {
      title: "One package, built for you",
      intro:
        `Every sales process is different, so your lead qualification is tailored to yours. You get a fixed quote after a free ${call.en.base}, with no obligation.`,
      packages: [
        {
          name: "Custom lead qualification",
          description: "Designed around your leads, your qualification criteria and the tools you already use.",
          includes: [
            "Instant first reply to every lead",
            "Qualification questions and lead scoring",
            "Automatic meeting booking",
            "CRM and calendar integrations",
            `Up and running in ${en.range(...c.leadQualificationSetupWeeks, "weeks")}`,
            "Ongoing fine-tuning and reporting",
          ],
          cta: `Book a ${call.en.base}`,
        },
      ],
    },
    cta: {
      title: "Stop losing leads to slow replies",
      text: `Book a free ${en.number(c.discoveryCallMinutes)}-minute ${call.en.base} and we'll show how your leads could be answered, qualified and booked automatically.`,
      button: "Book a free discovery call",
    },
    faq: {
      title: "Frequently asked questions",
      items: [
        {
          question: "How much does lead qualification cost?",
          answer: `The price depends on your lead volumes, channels and integrations. After a free ${call.en.base} you get a fixed quote, and the solution typically pays for itself in ${en.range(...c.paybackMonths, "months")}.`,
        },
        {
          question: "How long does it take to get running?",
          answer: `Usually ${en.range(...c.leadQualificationSetupWeeks, "weeks")} from the ${call.en.base}, depending on how many channels and systems we connect.`,
        },
        {
          question: "Which CRMs does it work with?",
          answer: `We have over ${en.number(c.integrations)} integrations ready, covering the most common CRMs and calendars. If yours isn't among them, we'll go through the options on the ${call.en.base}.`,
        },
        {
          question: "Will our leads feel they are talking to a robot?",
          answer:
            "No. Messages are written in your tone of voice and adapt to each lead's answers. You approve the message templates and rules before launch.",
        },
        {
          question: "Where is lead data stored?",
          answer: `The solution is ${terms.en.gdprCompliant.base} and the data is stored in the EU. Lead data goes into your own CRM and is used only for your sales process.`,
        },
      ],
    },
  },
  fi: {
    schema: { serviceType: "Liidien kvalifiointi ja myynnin automaatio" },
    hero: {
      title: "Vastaa jokaiseen liidiin alle minuutissa, ja tapaamiset ilmestyvät kalenteriisi itsestään",
      subtitle: `Tekoälymme ottaa yhteyttä uuteen liidiin heti sen saavuttua, esittää oikeat kvalifiointikysymykset, pisteyttää liidin ja varaa tapaamisen niiden kanssa, joihin aikasi kannattaa käyttää. Rakennamme ratkaisun myyntiprosessisi mukaan ja saamme sen käyntiin ${fi.range(...c.leadQualificationSetupWeeks, "viikossa")}.`,
      stats: labelled(figures(fi), ["ensivastaus jokaiseen liidiin", "kvalifiointiaste", "konversio"]),
    },
    features: {
      title: "Nopein myyjäsi, töissä ympäri vuorokauden",
      intro: "Ensivastauksesta varattuun tapaamiseen jokainen vaihe etenee sinun sääntöjesi mukaan ja kirjautuu CRM-järjestelmääsi.",
      items: [
        {
          title: `Välitön ${term.firstReply.base}`,
          text: "Jokainen uusi liidi saa henkilökohtaisen vastauksen alle minuutissa sähköpostilla tai chatissa, kun kiinnostus on suurimmillaan.",
        },
        {
          title: "Älykäs kvalifiointi",
          text: "Tekoäly esittää kvalifiointikysymyksesi luontevassa keskustelussa: tarve, budjetti, aikataulu ja päätöksentekijä.",
        },
        {
          title: "Liidien pisteytys",
          text: "Jokainen liidi pisteytetään ihanneasiakasprofiilisi perusteella, joten myyjäsi tietävät, kenelle soittaa ensin.",
        },
        {
          title: "Automaattinen ajanvaraus",
          text: "Kvalifioitu liidi varaa tapaamisen suoraan oikean myyjän kalenteriin.",
        },
        {
          title: "Seuranta, joka ei unohdu",
          text: "Vastaamatta jättäneet liidit saavat kohteliaita ja hyvin ajoitettuja muistutuksia, kunnes he vastaavat tai kertovat, ettei asia kiinnosta.",
        },
        {
          title: "CRM-synkronointi",
          text: `Yhteystiedot, vastaukset ja muistiinpanot tallentuvat CRM-järjestelmääsi automaattisesti. Valmiita integraatioita on yli ${fi.number(c.integrations)}.`,
        },
        {
          title: "Kaikki kanavat samassa prosessissa",
          text: "Verkkolomakkeiden, chatin, sähköpostin ja mainosten liidit kulkevat saman prosessin läpi, joten yksikään liidi ei putoa välistä.",
        },
        {
          title: "Raportointi",
          text: "Näet vastausajat, kvalifioidut liidit ja varatut tapaamiset yhdellä silmäyksellä sekä sen, missä myyntiputkea voi parantaa.",
        },
      ],
    },
    benefits: {
      title: "Mitä myynnissäsi muuttuu",
      intro: "Samat liidit kuin nyt, mutta niihin vastataan nopeammin ja niitä seurataan paremmin.",
      items: [
        {
          stat: fi.percent(c.conversionLiftPercent, { signed: true }),
          title: "Enemmän kauppoja samoista liideistä",
          text: `Kun vastaat ensimmäisenä ja seuraat liidejä johdonmukaisesti, konversio voi kasvaa jopa ${fi.percent(c.conversionLiftPercent)}.`,
        },
        {
          stat: fi.range(...c.hoursSavedPerWeek, "h"),
          title: "Tunteja takaisin myyntityöhön",
          text: `Tiimisi lakkaa jahtaamasta kylmiä liidejä ja saa viikossa ${fi.range(...c.hoursSavedPerWeek, "tuntia")} lisää aikaa keskusteluihin, jotka johtavat kauppaan.`,
        },
        {
          stat: fi.range(...c.paybackMonths, "kk"),
          title: "Maksaa itsensä nopeasti takaisin",
          text: `Kun tapaamisia tulee enemmän ja käsin tehtävää työtä on vähemmän, ratkaisu maksaa itsensä yleensä takaisin ${fi.range(...c.paybackMonths, "kuukaudessa")}.`,
        },
      ],
      note: claimNotes.fi.typical,
    },
    process: {
      title: "Näin rakennamme liidikvalifiointisi",
      intro: `Selkeä polku ensimmäisestä keskustelusta toimivaan järjestelmään, yleensä ${fi.range(...c.leadQualificationSetupWeeks, "viikossa")}.`,
      steps: [
        {
          title: hyphenate("Kartoituspuhelu"),
          text: `Maksuttomassa ${fi.quantity(c.discoveryCallMinutes, "minuutin")} puhelussa käymme läpi liidisi, myyntiprosessisi ja työkalusi ja etsimme kohdat, joissa automaatiosta on eniten hyötyä.`,
        },
        {
          title: "Suunnittelu",
          text: "Määrittelemme kvalifiointikriteerit, viestit ja varaussäännöt ja sovimme yksityiskohdista kanssasi.",
        },
        {
          title: "Rakentaminen ja testaus",
          text: "Rakennamme automaation, liitämme sen CRM-järjestelmääsi ja kalenteriisi ja testaamme sen todellisilla esimerkkitapauksilla ennen käyttöönottoa.",
        },
        {
          title: "Käyttöönotto ja kehittäminen",
          text: "Käyttöönoton jälkeen seuraamme tuloksia kanssasi ja hiomme kysymyksiä, viestejä ja pisteytystä jatkuvasti.",
        },
      ],
    },
    pricing: {
      title: "Yksi paketti, räätälöity sinun myyntiisi",
      intro: `Jokainen myyntiprosessi on erilainen, joten liidikvalifiointi räätälöidään sinun prosessisi mukaan. Saat kiinteän tarjouksen maksuttoman ${call.fi.genitive} jälkeen, ilman sitoumuksia.`,
      packages: [
        {
          name: "Räätälöity liidikvalifiointi",
          description: "Suunniteltu liidiesi, kvalifiointikriteeriesi ja jo käyttämiesi työkalujen mukaan.",
          includes: [
            "Välitön ensivastaus jokaiseen liidiin",
            "Kvalifiointikysymykset ja liidien pisteytys",
            "Automaattinen tapaamisten varaus",
            "CRM- ja kalenteri-integraatiot",
            `Käytössä ${fi.range(...c.leadQualificationSetupWeeks, "viikossa")}`,
            "Jatkuva hienosäätö ja raportointi",
          ],
          cta: `Varaa ${call.fi.base}`,
        },
      ],
    },
    cta: {
      title: "Älä menetä liidejä hitaiden vastausten takia",
      text: `Varaa maksuton ${fi.quantity(c.discoveryCallMinutes, "minuutin")} ${call.fi.base}, niin näytämme, miten liideihisi vastataan, ne kvalifioidaan ja tapaamiset varataan automaattisesti.`,
      button: `Varaa maksuton ${call.fi.base}`,
    },
    faq: {
      title: "Usein kysyttyä",
      items: [
        {
          question: "Paljonko liidikvalifiointi maksaa?",
          answer: `Hinta riippuu liidimääristä, kanavista ja integraatioista. Maksuttoman ${call.fi.genitive} jälkeen saat kiinteän tarjouksen, ja ratkaisu maksaa itsensä yleensä takaisin ${fi.range(...c.paybackMonths, "kuukaudessa")}.`,
        },
        {
          question: "Kuinka nopeasti ratkaisu saadaan käyttöön?",
          answer: `Yleensä ${fi.range(...c.leadQualificationSetupWeeks, "viikossa")} ${call.fi.elative}. Aikataulu riippuu siitä, kuinka monta kanavaa ja järjestelmää kytketään.`,
        },
        {
          question: "Minkä CRM-järjestelmien kanssa ratkaisu toimii?",
          answer: `Valmiita integraatioita on yli ${fi.number(c.integrations)}, ja ne kattavat yleisimmät CRM-järjestelmät ja kalenterit. Jos järjestelmäsi ei ole joukossa, käymme vaihtoehdot läpi ${call.fi.inessive}.`,
        },
        {
          question: "Tuntuuko liideistäni, että he puhuvat robotille?",
          answer: `Ei tunnu. Viestit kirjoitetaan brändisi ${term.toneOfVoice.adessive}, ja ne mukautuvat liidin vastauksiin. Hyväksyt viestipohjat ja säännöt ennen käyttöönottoa.`,
        },
        {
          question: "Missä liidien tietoja säilytetään?",
          answer: `Ratkaisu on ${term.gdprCompliant.base}, ja tiedot säilytetään EU:ssa. Liiditiedot tallentuvat omaan CRM-järjestelmääsi, ja niitä käytetään vain myyntiprosessisi tarpeisiin.`,
        },
      ],
    },
  },
});
