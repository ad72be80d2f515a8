import { prices } from "@/content/prices";
import { formatterFor, type Formatter } from "@/lib/format";
import { bilingual, type Lang } from "@/lib/i18n";
import { claimNotes, claims as c } from "../claims";
import type { TieredPackageId } from "../prices";
import { serviceNames, terms } from "../glossary";
import { labelled, sharedFeatureTitles } from "./stats";
import { tieredPackages } from "./tiers";
import type { IconName, ServiceCopy, Tuple } from "./types";

export const phoneReceptionistIcons: Tuple<IconName, 8> = ["phone", "mic", "calendar", "forward", "doc", "users", "globe", "plug"];

const [starter, professional] = prices.phoneReceptionist.packages;
const en = formatterFor("en");
const fi = formatterFor("fi");
const name = { en: serviceNames.en.phoneReceptionist.name, fi: serviceNames.fi.phoneReceptionist.name };
const agent = { en: terms.en.voiceAgent, fi: terms.fi.voiceAgent };
const term = terms.fi;
/** The hero's figures, from the claims, in either language's format. */
const figures = (f: Formatter, days: string): Tuple<string, 3> => ["24/7", f.range(...c.costSavingPercent, "%"), f.range(...c.chatPhoneSetupDays, days)];

/** How many voice agents and phone numbers (as many of each) a tier includes, counted once for both languages. */
const allowance: Record<TieredPackageId, number | "unlimited"> = { starter: 1, professional: 2, enterprise: "unlimited" };

/** A tier's voice agents and phone numbers, worded in either language. */
const allowanceLines: Record<Lang, (count: number | "unlimited") => string[]> = {
  en: (n) =>
    n === "unlimited"
      ? [`Unlimited ${agent.en.plural}`, "Unlimited phone numbers"]
      : [en.quantity(n, n === 1 ? agent.en.base : agent.en.plural), en.quantity(n, n === 1 ? "phone number" : "phone numbers")],
  fi: (n) =>
    n === "unlimited"
      ? [`Rajaton määrä ${agent.fi.partitivePlural}`, "Rajaton määrä puhelinnumeroita"]
      : [fi.quantity(n, n === 1 ? agent.fi.base : agent.fi.partitive), fi.quantity(n, n === 1 ? "puhelinnumero" : "puhelinnumeroa")],
};

export const phoneReceptionistCopy = bilingual<ServiceCopy<3, 6>>({
  en: {
    schema: { serviceType: `AI ${agent.en.base} that answers business phone calls` },
    hero: {
      title: "Every call answered, even when your whole team is busy",
      subtitle: `Our ${name.en} picks up around the clock, talks with callers in a natural voice, books appointments and puts urgent calls straight through to the right person. It is connected to your number in ${en.range(...c.chatPhoneSetupDays, "days")}.`,
      stats: labelled(figures(en, "days"), ["every call answered", "lower cost than staff", "to go live"]),
    },
    features: {
      title: "A receptionist that never puts callers on hold",
      intro: `The ${agent.en.base} handles routine calls from start to finish and passes on the ones that need you, with a summary.`,
      items: [
        {
          title: "Answers every call 24/7",
          text: "No more voicemail or missed calls after hours. The receptionist picks up straight away, at weekends and on holidays too.",
        },
        {
          title: "Natural conversation",
          text: "Callers speak normally, and the agent understands them and answers in a clear, natural voice. No menus, no pressing buttons.",
        },
        {
          title: "Books appointments",
          text: "The agent checks your calendar and books, moves or cancels appointments during the call.",
        },
        {
          title: "Puts urgent calls through",
          text: "You decide what counts as urgent. Those calls go straight to the right person; the rest are handled or scheduled.",
        },
        {
          title: "A summary of every call",
          text: "After each call you get a short written summary with the caller's details, so nothing gets lost between shifts.",
        },
        {
          title: "Knows your business",
          text: "We train the agent on your services, prices and opening hours, so it answers questions the way your staff would.",
        },
        {
          title: sharedFeatureTitles.en.languages,
          text: "Callers are served in their own language, Finnish, Swedish and English included.",
        },
        {
          title: sharedFeatureTitles.en.integrations,
          text: "Connects to your calendar, CRM and booking system, so appointments and contact details update automatically.",
        },
      ],
    },
    benefits: {
      title: "Why businesses make the switch",
      intro: "A phone that is always answered is good service, and it is good business.",
      items: [
        {
          stat: "24/7",
          title: "No missed calls, no missed sales",
          text: "An unanswered call is often a customer who calls your competitor next. The AI receptionist answers every one, at any hour.",
        },
        {
          stat: en.range(...c.costSavingPercent, "%"),
          title: "A fraction of the cost of staff",
          text: `The receptionist costs ${en.range(...c.costSavingPercent, "%")} less than a person covering the same hours. You pay a low monthly base fee and only the minutes you use.`,
        },
        {
          stat: en.range(...c.hoursSavedPerWeek, "h"),
          title: "Time back for your team",
          text: `With routine calls and bookings handled, your team gets ${en.range(...c.hoursSavedPerWeek, "hours")} a week back for the customers in front of them.`,
        },
      ],
      note: claimNotes.en.typical,
    },
    pricing: {
      title: "Packages and prices",
      intro:
        "A low monthly base fee plus the call minutes you actually use. Onboarding covers setting up the receptionist, training it on your business and connecting it to your number.",
      packages: tieredPackages("en", {
        starter: {
          description: "For a small business that never wants to miss a call again.",
          includes: [
            ...allowanceLines.en(allowance.starter),
            "Appointment booking and call summaries",
          ],
        },
        professional: {
          description: "For busy businesses that handle many kinds of calls.",
          includes: [
            ...allowanceLines.en(allowance.professional),
            "Calendar and CRM integrations",
          ],
        },
        enterprise: {
          description: "For organisations with high call volumes or several locations.",
          includes: [
            ...allowanceLines.en(allowance.enterprise),
            "Custom integrations and call routing",
          ],
        },
      }),
    },
    cta: {
      title: "Hear the receptionist answer your calls",
      text: `Book a free ${en.number(c.discoveryCallMinutes)}-minute ${terms.en.discoveryCall.base} and we'll show how the receptionist would handle your typical calls. Then try it free for ${en.quantity(c.freeTrialDays, "days")}.`,
      button: "Book a free discovery call",
    },
    faq: {
      title: "Frequently asked questions",
      items: [
        {
          question: "Do we need to change our phone number?",
          answer:
            "No. Calls to your current number can be forwarded to the receptionist, for example after hours or when the line is busy. You can also give the receptionist a number of its own.",
        },
        {
          question: "How long does it take to get started?",
          answer: `Usually ${en.range(...c.chatPhoneSetupDays, "days")}. We train the agent on your business, agree with you how calls are handled and forwarded, and test it together before it goes live.`,
        },
        {
          question: "How are call minutes charged?",
          answer: `You pay a fixed monthly base fee plus a price for each minute of calls the receptionist handles: ${en.money(starter.price.perMinute)} per minute in Starter and ${en.money(professional.price.perMinute)} in Professional. Enterprise pricing is agreed separately.`,
        },
        {
          question: "Can callers still reach a person?",
          answer:
            "Yes. The receptionist puts calls through to the right person by rules you set, for example for urgent matters, for existing customers or whenever a caller asks for a person.",
        },
        {
          question: "Can we try it before committing?",
          answer: `Yes. The phone receptionist comes with a free ${en.number(c.freeTrialDays)}-day trial, so you can listen to real calls before you decide.`,
        },
        {
          question: "What about privacy?",
          answer: `The service is ${terms.en.gdprCompliant.base} and the data is stored in the EU. The receptionist tells callers that they are talking to an AI, and we agree with you on what is recorded and for how long.`,
        },
      ],
    },
  },
  fi: {
    schema: { serviceType: `Tekoälypohjainen ${agent.fi.base}, joka vastaa yrityksen puheluihin` },
    hero: {
      title: "Jokaiseen puheluun vastataan, vaikka koko tiimilläsi olisi kiire",
      subtitle: `${name.fi} ottaa puhelut vastaan ympäri vuorokauden, keskustelee soittajan kanssa luontevasti, varaa ajat ja yhdistää kiireelliset puhelut suoraan oikealle henkilölle. Se liitetään numeroosi ${fi.range(...c.chatPhoneSetupDays, "päivässä")}.`,
      stats: labelled(figures(fi, "pv"), ["jokaiseen puheluun vastataan", "edullisempi kuin henkilöstö", "valmiina käyttöön"]),
    },
    features: {
      title: "Vastaanotto, jossa kukaan ei joudu jonottamaan",
      intro: "Puhelinvastaaja hoitaa rutiinipuhelut alusta loppuun. Ne puhelut, joissa tarvitaan sinua, se välittää eteenpäin yhteenvedon kanssa.",
      items: [
        {
          title: "Vastaa jokaiseen puheluun 24/7",
          text: "Virka-ajan jälkeenkään soittajan ei tarvitse jättää viestiä eikä soittaa uudelleen. Puhelinvastaaja vastaa heti, myös viikonloppuisin ja pyhäpäivinä.",
        },
        {
          title: "Luonteva keskustelu",
          text: "Soittaja puhuu omin sanoin, ja vastaaja ymmärtää hänet ja vastaa selkeällä, luontevalla äänellä. Ei valikoita eikä näppäilyä.",
        },
        {
          title: "Varaa ajat",
          text: "Vastaaja katsoo kalenteristasi vapaat ajat ja varaa, siirtää tai peruu ajan saman puhelun aikana.",
        },
        {
          title: "Yhdistää kiireelliset puhelut",
          text: "Sinä päätät, mikä on kiireellistä. Kiireelliset puhelut yhdistetään suoraan oikealle henkilölle, ja muut asiat hoidetaan heti tai niille sovitaan aika.",
        },
        {
          title: "Yhteenveto jokaisesta puhelusta",
          text: "Jokaisen puhelun jälkeen saat lyhyen kirjallisen yhteenvedon soittajan tietoineen, joten mikään ei huku vuoronvaihdossa.",
        },
        {
          title: "Tuntee yrityksesi",
          text: "Opetamme vastaajalle palvelusi, hintasi ja aukioloaikasi, jotta se vastaa kysymyksiin niin kuin oma henkilöstösi.",
        },
        {
          title: sharedFeatureTitles.fi.languages,
          text: "Soittaja saa palvelua omalla kielellään, esimerkiksi suomeksi, ruotsiksi tai englanniksi.",
        },
        {
          title: sharedFeatureTitles.fi.integrations,
          text: "Yhteys kalenteriin, CRM:ään ja ajanvarausjärjestelmään: varaukset ja yhteystiedot päivittyvät automaattisesti.",
        },
      ],
    },
    benefits: {
      title: "Miksi yritykset valitsevat tekoälyn",
      intro: "Kun puhelimeen vastataan aina, asiakkaat saavat parempaa palvelua ja yrityksesi menettää vähemmän kauppoja.",
      items: [
        {
          stat: "24/7",
          title: "Ei vastaamattomia puheluita eikä menetettyjä kauppoja",
          text: "Vastaamaton puhelu on usein asiakas, joka soittaa seuraavaksi kilpailijalle. Puhelinvastaaja vastaa jokaiseen puheluun kellonajasta riippumatta.",
        },
        {
          stat: fi.range(...c.costSavingPercent, "%"),
          title: "Murto-osa henkilöstökuluista",
          text: `Vastaaja maksaa ${fi.range(...c.costSavingPercent, "%")} vähemmän kuin työntekijä, joka päivystäisi samat tunnit. Maksat edullisen kuukausimaksun ja lisäksi vain käyttämäsi minuutit.`,
        },
        {
          stat: fi.range(...c.hoursSavedPerWeek, "h"),
          title: "Aikaa takaisin tiimillesi",
          text: `Kun rutiinipuhelut ja ajanvaraukset hoituvat itsestään, tiimillesi vapautuu ${fi.range(...c.hoursSavedPerWeek, "tuntia")} viikossa paikan päällä oleville asiakkaille.`,
        },
      ],
      note: claimNotes.fi.typical,
    },
    pricing: {
      title: "Paketit ja hinnat",
      intro:
        "Edullinen kuukausimaksu ja lisäksi vain käytetyt puheminuutit. Käyttöönotossa määritämme vastaajan, opetamme sille yrityksesi tiedot ja liitämme sen numeroosi.",
      packages: tieredPackages("fi", {
        starter: {
          description: "Pienelle yritykselle, joka ei halua enää yhdenkään puhelun jäävän vastaamatta.",
          includes: [
            ...allowanceLines.fi(allowance.starter),
            "Ajanvaraus ja puheluyhteenvedot",
          ],
        },
        professional: {
          description: "Vilkkaalle yritykselle, jolle tulee monenlaisia puheluita.",
          includes: [
            ...allowanceLines.fi(allowance.professional),
            "Kalenteri- ja CRM-integraatiot",
          ],
        },
        enterprise: {
          description: "Organisaatiolle, jolla on paljon puheluita tai useita toimipisteitä.",
          includes: [
            ...allowanceLines.fi(allowance.enterprise),
            "Räätälöidyt integraatiot ja puheluiden ohjaus",
          ],
        },
      }),
    },
    cta: {
      title: "Kuule, miten vastaaja hoitaisi puhelusi",
      text: `Varaa maksuton ${fi.quantity(c.discoveryCallMinutes, "minuutin")} ${term.discoveryCall.base}, niin näytämme, miten puhelinvastaaja hoitaisi tyypilliset puhelusi. Sen jälkeen voit kokeilla palvelua ${fi.quantity(c.freeTrialDays, "päivää")} maksutta.`,
      button: `Varaa maksuton ${term.discoveryCall.base}`,
    },
    faq: {
      title: "Usein kysyttyä",
      items: [
        {
          question: "Pitääkö puhelinnumeroa vaihtaa?",
          answer:
            "Ei tarvitse. Nykyiseen numeroosi tulevat puhelut voidaan ohjata vastaajalle esimerkiksi virka-ajan ulkopuolella tai kun linja on varattu. Voit myös ottaa vastaajalle oman numeron.",
        },
        {
          question: "Kuinka kauan käyttöönotto kestää?",
          answer: `Yleensä ${fi.range(...c.chatPhoneSetupDays, "päivää")}. Opetamme vastaajalle yrityksesi tiedot, sovimme kanssasi, miten puhelut hoidetaan ja ohjataan, ja testaamme vastaajan yhdessä ennen käyttöönottoa.`,
        },
        {
          question: "Miten puheminuutit laskutetaan?",
          answer: `Maksat kiinteän kuukausimaksun ja lisäksi jokaisesta vastaajan hoitamasta puheminuutista: Perus-paketissa ${fi.money(starter.price.perMinute)} ja Kasvu-paketissa ${fi.money(professional.price.perMinute)} minuutilta. Organisaatio-paketin hinnoittelusta sovitaan erikseen.`,
        },
        {
          question: "Pääseekö soittaja edelleen puhumaan ihmiselle?",
          answer:
            "Pääsee. Vastaaja yhdistää puhelun oikealle henkilölle asettamiesi sääntöjen mukaan, esimerkiksi kiireellisissä asioissa, nykyisten asiakkaiden kohdalla tai aina kun soittaja pyytää ihmistä.",
        },
        {
          question: "Voiko palvelua kokeilla ennen sitoutumista?",
          answer: `Voi. Puhelinvastaajalla on ${fi.quantity(c.freeTrialDays, "päivän")} maksuton kokeilujakso, jonka aikana voit kuunnella oikeita puheluita, ennen kuin päätät.`,
        },
        {
          question: "Entä tietosuoja?",
          answer: `Palvelu on ${term.gdprCompliant.base}, ja tiedot säilytetään EU:ssa. Vastaaja kertoo soittajalle, että tämä puhuu tekoälyn kanssa, ja sovimme kanssasi, mitä puheluista tallennetaan ja kuinka kauan.`,
        },
      ],
    },
  },
});
