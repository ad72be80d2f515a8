import { formatDate, formatterFor } from "@/lib/format";
import { bilingual } from "@/lib/i18n";
import { hyphenate } from "../hyphenation";
import { retentionPeriods as keep } from "../retention-periods";

/** The third-party widgets a site may go without: each is used only where it is configured. */
export type OptionalWidgets = { voice: boolean; video: boolean };

/** A table row: a head, its text, and the optional widget it is about (shown only when the site uses it). */
export type PrivacyRow = [string, string, (keyof OptionalWidgets)?];

/**
 * A piece of section text: a paragraph (optionally ending in a link), a bullet list or a
 * two-column table. A paragraph that names the optional widgets is written for the ones in use.
 */
export type PrivacyBlock =
  | { p: string | ((uses: OptionalWidgets) => string); link?: { text: string; href: string } }
  | { list: string[] }
  | { table: PrivacyTable };

/** A section of the notice; one about an optional widget (`widget`) is shown only when the site uses it. */
export type PrivacySection = { id: string; title: string; blocks: PrivacyBlock[]; subsections?: PrivacySection[]; widget?: keyof OptionalWidgets };

type PrivacyCopy = {
  title: string;
  lastUpdatedLabel: string;
  /** The date the notice was last changed, as shown (docs/product.md#limits-and-dates). */
  lastUpdated: string;
  lastUpdatedIso: string;
  intro: string;
  tocTitle: string;
  backToTop: string;
  controller: {
    id: string;
    title: string;
    text: string;
    legalName: string;
    businessId: string;
    address: string;
    email: string;
    phone: string;
    contactNote: string;
  };
  sections: PrivacySection[];
};

const OMBUDSMAN_URL = "https://tietosuoja.fi";
/** The day of the notice's last real change (docs/product.md#limits-and-dates): change it with the text. */
const LAST_UPDATED = "2026-11-28";
const en = formatterFor("en");
const fi = formatterFor("fi");

/** Of the booking widget, the voice agent and the video (in that order), the ones the site uses. */
function inUse(uses: OptionalWidgets, [booking, voice, video]: [string, string, string]): string[] {
  return [booking, ...(uses.voice ? [voice] : []), ...(uses.video ? [video] : [])];
}

/** Finnish clauses in a list: a comma closes each "kun" clause, also before the last "ja". */
function finnishClauses(items: string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")}, ja ${items.at(-1)}`;
}

export type PrivacyTable = { head: [string, string]; rows: PrivacyRow[] };

/** How long each kind of data is kept: the privacy notice's table, which the trust page shows too. */
export const retentionTable = bilingual<PrivacyTable>({
  en: {
    head: ["Data", "Retention period"],
    rows: [
      ["Customer and project data", `For the duration of the customer relationship and ${en.quantity(keep.customerYears, "years")} after it ends`],
      ["Accounting records", `${en.quantity(keep.accountingYears, "years")}, as required by the Accounting Act`],
      ["Marketing data", "Until you withdraw your consent or object to marketing"],
      ["Newsletter subscription", `Until you unsubscribe; a sign-up that is never confirmed is deleted after ${en.quantity(keep.unconfirmedSignUpDays, "days")}`],
      ["Job applications", `${en.quantity(keep.applicationMonths, "months")} after the recruitment ends, unless you agree to a longer period`],
      ["Enquiries and call bookings", "As long as needed to handle them; if a customer relationship follows, as customer data"],
      ["Technical server logs", "Only as long as needed for security and troubleshooting"],
    ],
  },
  fi: {
    head: ["Tiedot", "Säilytysaika"],
    rows: [
      ["Asiakas- ja projektitiedot", `Asiakassuhteen ajan ja ${fi.quantity(keep.customerYears, "vuotta")} sen päättymisen jälkeen`],
      ["Kirjanpitoaineisto", `${fi.quantity(keep.accountingYears, "vuotta")} kirjanpitolain mukaisesti`],
      ["Markkinointitiedot", "Kunnes peruutat suostumuksesi tai kiellät markkinoinnin"],
      ["Uutiskirjeen tilaus", `Kunnes peruutat tilauksen; vahvistamaton tilaus poistetaan ${fi.quantity(keep.unconfirmedSignUpDays, "päivän")} kuluttua`],
      ["Työhakemukset", `${fi.quantity(keep.applicationMonths, "kuukautta")} rekrytoinnin päättymisestä, ellet suostu pidempään säilytykseen`],
      ["Yhteydenotot ja ajanvaraukset", "Niin kauan kuin niiden käsittely vaatii; jos asiakassuhde syntyy, kuten asiakastiedot"],
      ["Palvelimen tekniset lokit", "Vain niin kauan kuin turvallisuus ja vianselvitys vaativat"],
    ],
  },
});

/** The processors and third-party services: the privacy notice's table, which the trust page shows too. */
export const processorTable = bilingual<PrivacyTable>({
  en: {
    head: ["Service", "What it does"],
    rows: [
      ["Hosting", "Runs our website and stores its data on servers in the EU."],
      ["Email delivery", "Delivers our email, such as replies, notifications and newsletter messages."],
      ["Calendly (scheduling widget)", "Provides the booking calendar on the booking page, loaded only on that page."],
      ["ElevenLabs (voice agent)", "Provides the AI voice agent widget, loaded only after you click its button.", "voice"],
      ["YouTube (video player)", "Plays the video on our home page in privacy-enhanced mode, loaded only after you press play.", "video"],
    ],
  },
  fi: {
    head: ["Palvelu", "Käyttötarkoitus"],
    rows: [
      ["Palvelinympäristö", "Verkkosivujemme ylläpito ja tietojen säilytys EU:ssa sijaitsevilla palvelimilla."],
      ["Sähköpostin välitys", "Sähköpostiemme, kuten vastausten, ilmoitusten ja uutiskirjeiden, toimittaminen."],
      ["Calendly (ajanvarauswidget)", "Ajanvarauskalenteri, joka ladataan vain ajanvaraussivulla."],
      ["ElevenLabs (puheagentti)", "AI-puheagentin widget, joka ladataan vasta, kun napsautat sen painiketta.", "voice"],
      ["YouTube (videosoitin)", "Etusivun video yksityisyyttä parantavassa tilassa; ladataan vasta, kun painat toistopainiketta.", "video"],
    ],
  },
});

/** The privacy notice. The controller's details come from the configuration. */
export const privacyCopy = bilingual<PrivacyCopy>({
  en: {
    title: "Privacy notice",
    lastUpdatedLabel: "Last updated",
    lastUpdated: formatDate(LAST_UPDATED, "en"),
    lastUpdatedIso: LAST_UPDATED,
    intro:
      "This notice explains what personal data we collect, why we collect it, how long we keep it and how you can use your rights under the EU General Data Protection Regulation (GDPR).",
    tocTitle: "Contents",
    backToTop: "Back to contents",
    controller: {
      id: "controller",
      title: "Data controller",
      text: "The controller responsible for the processing of personal data described in this notice is:",
      legalName: "Company",
      businessId: "Business ID",
      address: "Address",
      email: "Email",
      phone: "Phone",
      contactNote: "Please send any questions about privacy or requests concerning your data to the email address above.",
    },
    sections: [
      {
        id: "overview",
        title: "Overview",
        blocks: [
          {
            p: "We are a Finnish limited company that provides AI solutions to businesses. We process personal data when you visit our website, contact us, book a call, subscribe to our newsletter, apply for a job or use our services as a customer.",
          },
          {
            p: "We follow the GDPR and the Finnish Data Protection Act (1050/2018). We collect only the data we need, store it in the EU and never sell it. Our website does not use analytics or advertising trackers, and third-party services are loaded only when you choose to open them.",
          },
        ],
      },
      {
        id: "personal-data",
        title: "Personal data we process",
        blocks: [{ p: "What we process depends on how you deal with us:" }],
        subsections: [
          {
            id: "data-general",
            title: "General enquiries",
            blocks: [
              {
                p: "When you contact us by email, by phone or through the contact form: your name, email address, phone number, company and the content of your message, and our replies.",
              },
            ],
          },
          {
            id: "data-bookings",
            title: "Call bookings",
            blocks: [
              {
                p: "When you book a discovery call: your name, email address, the time you chose and anything you write in the booking form, such as your company and what you would like to discuss. Bookings are made through Calendly, a scheduling service.",
              },
            ],
          },
          {
            id: "data-voice",
            title: "Voice agent conversations",
            widget: "voice",
            blocks: [
              {
                p: "When you talk with the AI voice agent on our website: what you say to it and its answers. ElevenLabs, which provides the voice agent, processes the conversation on our behalf.",
              },
            ],
          },
          {
            id: "data-marketing",
            title: "Marketing and newsletter",
            blocks: [
              {
                p: "Newsletter: your email address and the times you subscribed, confirmed your subscription and unsubscribed. Business-to-business marketing: the name, title, company and work contact details of contact persons at businesses, received from the persons themselves or from public sources such as company websites.",
              },
            ],
          },
          {
            id: "data-clients",
            title: "Customers",
            blocks: [
              {
                p: "Contact persons of our customers: name, title, contact details, contract and invoicing information and our correspondence.",
              },
              {
                p: "When our AI solutions serve a customer's own customers (for example, answer their chats and calls or book their appointments), we process that personal data on the customer's behalf and only on its instructions, under a data processing agreement. For that data our customer is the controller, and its own privacy notice applies.",
              },
            ],
          },
          {
            id: "data-applicants",
            title: "Job applicants",
            blocks: [
              {
                p: "When you apply for a job: your name, email address, phone number, cover letter, CV and the position you applied for, as well as notes from the recruitment process.",
              },
            ],
          },
          {
            id: "data-technical",
            title: "Technical data",
            blocks: [
              {
                p: "When you visit the website, our server records technical data needed to deliver the pages and keep the service secure: IP address, browser and device information, the address requested and the time of the request.",
              },
            ],
          },
        ],
      },
      {
        id: "purpose",
        title: "Why we process personal data",
        blocks: [
          {
            list: [
              "to answer enquiries and arrange discovery calls;",
              "to provide, deliver and develop our services and to manage customer relationships and invoicing;",
              "to send our newsletter and to market our services to businesses;",
              "to recruit new employees;",
              "to keep the website and our systems secure and working;",
              "to meet our legal obligations, such as accounting.",
            ],
          },
        ],
      },
      {
        id: "legal-basis",
        title: "Legal basis",
        blocks: [
          {
            list: [
              "Contract (GDPR Art. 6(1)(b)): customer relationships and the steps before a contract, such as a discovery call you book.",
              "Legitimate interest (Art. 6(1)(f)): answering enquiries, marketing to business contacts, developing our services, recruitment and the security of our website. You can object to this processing at any time.",
              "Consent (Art. 6(1)(a)): the newsletter and keeping a job application longer than usual. You can withdraw your consent at any time without affecting processing that took place before.",
              "Legal obligation (Art. 6(1)(c)): keeping accounting records under the Finnish Accounting Act.",
            ],
          },
        ],
      },
      {
        id: "retention",
        title: "How long we keep data",
        blocks: [
          { table: retentionTable.en },
          { p: "When a retention period ends, we delete the data or make it anonymous." },
        ],
      },
      {
        id: "processors",
        title: "Processors and third-party services",
        blocks: [
          {
            p: "We use carefully chosen service providers that process personal data on our behalf and under data processing agreements:",
          },
          { table: processorTable.en },
          {
            p: "When we deliver AI solutions to our customers, we also use the AI and telephony platforms the solutions run on, under data processing agreements.",
          },
        ],
      },
      {
        id: "transfers",
        title: "Where data is stored and transferred",
        blocks: [
          {
            p: (uses) =>
              `We store personal data in the EU. Some third-party services, such as ${en.list(inUse(uses, ["the scheduling widget", "the voice agent", "the video player"]))}, may process data outside the EU/EEA, for example in the United States.`,
          },
          {
            p: "Such transfers are based on an adequacy decision of the European Commission, such as the EU-US Data Privacy Framework for certified companies, or on the Commission's standard contractual clauses together with any additional safeguards needed.",
          },
        ],
      },
      {
        id: "disclosure",
        title: "Disclosure of data",
        blocks: [
          {
            p: "We do not sell or rent personal data. We disclose it only to the service providers described above, to authorities when the law requires it, and, if our business is sold or reorganised, to the new owner, who must then follow this notice.",
          },
        ],
      },
      {
        id: "rights",
        title: "Your rights",
        blocks: [
          { p: "Under the GDPR you have the right to:" },
          {
            list: [
              "access the personal data we hold about you;",
              "have inaccurate data corrected;",
              "have your data erased;",
              "restrict the processing of your data;",
              "object to processing based on legitimate interest, and to direct marketing at any time;",
              "receive the data you have given us in a machine-readable format (data portability);",
              "withdraw your consent at any time.",
            ],
          },
          {
            p: "To use your rights, email us at the address given under Data controller. We answer within one month. We may ask you to confirm your identity before we act on a request.",
          },
          {
            p: "If you believe we process your personal data unlawfully, you have the right to lodge a complaint with the supervisory authority, the Office of the Data Protection Ombudsman in Finland:",
            link: { text: "tietosuoja.fi", href: OMBUDSMAN_URL },
          },
        ],
      },
      {
        id: "cookies",
        title: "Cookies",
        blocks: [
          {
            p: "Our website sets no tracking or advertising cookies and uses no analytics tools.",
          },
          {
            p: (uses) =>
              `Third-party widgets are loaded only when you open them: ${en.list(inUse(uses, ["the booking calendar when you visit the booking page", "the voice agent when you click its button", "the video when you press play"]))}. Once loaded, these services may set their own cookies or use similar technologies under their own privacy policies.`,
          },
        ],
      },
      {
        id: "changes",
        title: "Changes to this notice",
        blocks: [
          {
            p: "We update this notice when our services or the law change. The date at the top of the page shows when it was last updated. If a change is significant, we will also tell our customers about it directly.",
          },
        ],
      },
    ],
  },
  fi: {
    title: hyphenate("Tietosuojaseloste"),
    lastUpdatedLabel: "Päivitetty",
    lastUpdated: formatDate(LAST_UPDATED, "fi"),
    lastUpdatedIso: LAST_UPDATED,
    intro:
      "Tässä selosteessa kerromme, mitä henkilötietoja keräämme, miksi keräämme niitä, kuinka kauan säilytämme niitä ja miten voit käyttää EU:n yleisen tietosuoja-asetuksen (GDPR) mukaisia oikeuksiasi.",
    tocTitle: "Sisällys",
    backToTop: "Takaisin sisällykseen",
    controller: {
      id: "rekisterinpitaja",
      title: "Rekisterinpitäjä",
      text: "Tässä selosteessa kuvatusta henkilötietojen käsittelystä vastaa rekisterinpitäjänä:",
      legalName: "Yritys",
      businessId: "Y-tunnus",
      address: "Osoite",
      email: "Sähköposti",
      phone: "Puhelin",
      contactNote: "Lähetä tietosuojaa koskevat kysymykset ja omia tietojasi koskevat pyynnöt yllä olevaan sähköpostiosoitteeseen.",
    },
    sections: [
      {
        id: "yleista",
        title: "Yleistä",
        blocks: [
          {
            p: "Olemme suomalainen osakeyhtiö, joka tarjoaa yrityksille tekoälyratkaisuja. Käsittelemme henkilötietoja, kun vierailet verkkosivuillamme, otat meihin yhteyttä, varaat puhelun, tilaat uutiskirjeemme, haet meille töihin tai käytät palvelujamme asiakkaana.",
          },
          {
            p: "Noudatamme EU:n yleistä tietosuoja-asetusta ja tietosuojalakia (1050/2018). Keräämme vain tarpeelliset tiedot, säilytämme ne EU:ssa emmekä koskaan myy niitä. Verkkosivuillamme ei ole analytiikka- eikä mainosseurantaa, ja kolmansien osapuolten palvelut latautuvat vasta, kun itse avaat ne.",
          },
        ],
      },
      {
        id: "henkilotiedot",
        title: "Käsittelemämme henkilötiedot",
        blocks: [{ p: "Käsittelemämme tiedot riippuvat siitä, miten asioit kanssamme:" }],
        subsections: [
          {
            id: "tiedot-yleiset",
            title: "Yleiset yhteydenotot",
            blocks: [
              {
                p: "Kun otat yhteyttä sähköpostilla, puhelimitse tai yhteydenottolomakkeella: nimesi, sähköpostiosoitteesi, puhelinnumerosi, yrityksesi ja viestisi sisältö sekä vastauksemme.",
              },
            ],
          },
          {
            id: "tiedot-varaukset",
            title: "Ajanvaraukset",
            blocks: [
              {
                p: "Kun varaat kartoituspuhelun: nimesi, sähköpostiosoitteesi, valitsemasi aika ja kaikki, mitä kirjoitat varauslomakkeeseen, kuten yrityksesi ja toivomasi aiheet. Varaukset tehdään Calendly-ajanvarauspalvelussa.",
              },
            ],
          },
          {
            id: "tiedot-puheagentti",
            title: "Keskustelut puheagentin kanssa",
            widget: "voice",
            blocks: [
              {
                p: "Kun puhut verkkosivujemme AI-puheagentin kanssa: mitä sanot sille ja mitä se vastaa. Puheagentin toimittaja ElevenLabs käsittelee keskustelun puolestamme.",
              },
            ],
          },
          {
            id: "tiedot-markkinointi",
            title: "Markkinointi ja uutiskirje",
            blocks: [
              {
                p: "Uutiskirje: sähköpostiosoitteesi sekä tilauksen, sen vahvistamisen ja peruutuksen ajankohdat. Yritysmarkkinointi: yritysten yhteyshenkilöiden nimi, tehtävänimike, yritys ja työyhteystiedot, jotka olemme saaneet henkilöiltä itseltään tai julkisista lähteistä, kuten yritysten verkkosivuilta.",
              },
            ],
          },
          {
            id: "tiedot-asiakkaat",
            title: "Asiakkaat",
            blocks: [
              {
                p: "Asiakkaidemme yhteyshenkilöt: nimi, tehtävänimike, yhteystiedot, sopimus- ja laskutustiedot sekä kirjeenvaihtomme.",
              },
              {
                p: "Kun tekoälyratkaisumme palvelevat asiakkaamme omia asiakkaita (esimerkiksi vastaavat heidän chat-viesteihinsä ja puheluihinsa tai varaavat heille aikoja), käsittelemme näitä henkilötietoja asiakkaamme lukuun ja vain sen ohjeiden mukaan tietojenkäsittelysopimuksen perusteella. Näiden tietojen rekisterinpitäjä on asiakkaamme, ja niihin sovelletaan sen omaa tietosuojaselostetta.",
              },
            ],
          },
          {
            id: "tiedot-hakijat",
            title: "Työnhakijat",
            blocks: [
              {
                p: "Kun haet meille töihin: nimesi, sähköpostiosoitteesi, puhelinnumerosi, hakemuksesi, CV:si ja haettu tehtävä sekä rekrytointiprosessin aikana tehdyt muistiinpanot.",
              },
            ],
          },
          {
            id: "tiedot-tekniset",
            title: "Tekniset tiedot",
            blocks: [
              {
                p: "Kun vierailet verkkosivuillamme, palvelimemme tallentaa sivujen toimittamiseen ja palvelun turvallisuuteen tarvittavat tekniset tiedot: IP-osoitteen, selain- ja laitetiedot, pyydetyn osoitteen ja pyynnön ajankohdan.",
              },
            ],
          },
        ],
      },
      {
        id: "tarkoitus",
        title: "Käsittelyn tarkoitukset",
        blocks: [
          {
            list: [
              "yhteydenottoihin vastaaminen ja kartoituspuheluiden järjestäminen",
              "palvelujemme tuottaminen, toimittaminen ja kehittäminen sekä asiakassuhteiden ja laskutuksen hoitaminen",
              "uutiskirjeen lähettäminen ja palvelujemme markkinointi yrityksille",
              "uusien työntekijöiden rekrytointi",
              "verkkosivujen ja järjestelmiemme turvallisuudesta ja toimivuudesta huolehtiminen",
              "lakisääteisten velvoitteiden, kuten kirjanpidon, hoitaminen",
            ],
          },
        ],
      },
      {
        id: "oikeusperuste",
        title: "Käsittelyn oikeusperusteet",
        blocks: [
          {
            list: [
              "Sopimus (tietosuoja-asetuksen 6 artiklan 1 kohdan b alakohta): asiakassuhteet ja sopimusta edeltävät toimet, kuten varaamasi kartoituspuhelu.",
              "Oikeutettu etu (f alakohta): yhteydenottoihin vastaaminen, markkinointi yritysten yhteyshenkilöille, palvelujemme kehittäminen, rekrytointi ja verkkosivujemme turvallisuus. Voit vastustaa tätä käsittelyä milloin tahansa.",
              "Suostumus (a alakohta): uutiskirje ja työhakemuksen tavallista pidempi säilyttäminen. Voit peruuttaa suostumuksesi milloin tahansa; peruutus ei vaikuta sitä ennen tapahtuneeseen käsittelyyn.",
              "Lakisääteinen velvoite (c alakohta): kirjanpitoaineiston säilyttäminen kirjanpitolain mukaisesti.",
            ],
          },
        ],
      },
      {
        id: "sailytysajat",
        title: "Säilytysajat",
        blocks: [
          { table: retentionTable.fi },
          { p: "Kun säilytysaika päättyy, poistamme tiedot tai muutamme ne sellaisiksi, ettei niistä voi tunnistaa henkilöä." },
        ],
      },
      {
        id: "kasittelijat",
        title: "Henkilötietojen käsittelijät ja kolmansien osapuolten palvelut",
        blocks: [
          {
            p: "Käytämme huolella valittuja palveluntarjoajia, jotka käsittelevät henkilötietoja puolestamme tietojenkäsittelysopimusten perusteella:",
          },
          { table: processorTable.fi },
          {
            p: "Kun toimitamme tekoälyratkaisuja asiakkaillemme, käytämme lisäksi niitä tekoäly- ja puhelinalustoja, joiden päällä ratkaisut toimivat, tietojenkäsittelysopimusten perusteella.",
          },
        ],
      },
      {
        id: "siirrot",
        title: "Tietojen sijainti ja siirrot",
        blocks: [
          {
            p: (uses) =>
              `Säilytämme henkilötiedot EU:ssa. Jotkin kolmansien osapuolten palvelut, kuten ${fi.list(inUse(uses, ["ajanvarauswidget", "puheagentti", "videosoitin"]))}, voivat käsitellä tietoja EU:n ja ETA:n ulkopuolella, esimerkiksi Yhdysvalloissa.`,
          },
          {
            p: "Tällaiset siirrot perustuvat Euroopan komission tietosuojan riittävyyttä koskevaan päätökseen, kuten EU:n ja Yhdysvaltojen väliseen tietosuojakehykseen (Data Privacy Framework) sertifioitujen yritysten osalta, tai komission vakiosopimuslausekkeisiin ja tarvittaessa lisäsuojatoimiin.",
          },
        ],
      },
      {
        id: "luovutukset",
        title: "Tietojen luovutukset",
        blocks: [
          {
            p: "Emme myy emmekä vuokraa henkilötietoja. Luovutamme tietoja vain edellä kuvatuille palveluntarjoajille, viranomaisille lain niin vaatiessa sekä, jos liiketoimintamme myydään tai järjestellään uudelleen, uudelle omistajalle, jonka on noudatettava tätä selostetta.",
          },
        ],
      },
      {
        id: "oikeudet",
        title: "Oikeutesi",
        blocks: [
          { p: "Tietosuoja-asetuksen mukaan sinulla on oikeus:" },
          {
            list: [
              "saada pääsy sinusta tallennettuihin henkilötietoihin",
              "saada virheelliset tiedot oikaistuksi",
              "saada tietosi poistetuksi",
              "rajoittaa tietojesi käsittelyä",
              "vastustaa oikeutettuun etuun perustuvaa käsittelyä ja kieltää suoramarkkinointi milloin tahansa",
              "saada meille antamasi tiedot koneluettavassa muodossa (siirto-oikeus)",
              "peruuttaa suostumuksesi milloin tahansa",
            ],
          },
          {
            p: "Voit käyttää oikeuksiasi lähettämällä meille sähköpostia Rekisterinpitäjä-kohdassa mainittuun osoitteeseen. Vastaamme kuukauden kuluessa. Voimme pyytää sinua vahvistamaan henkilöllisyytesi, ennen kuin käsittelemme pyynnön.",
          },
          {
            p: "Jos katsot, että käsittelemme henkilötietojasi lainvastaisesti, sinulla on oikeus tehdä valitus valvontaviranomaiselle eli tietosuojavaltuutetun toimistolle:",
            link: { text: "tietosuoja.fi", href: OMBUDSMAN_URL },
          },
        ],
      },
      {
        id: "evasteet",
        title: "Evästeet",
        blocks: [
          {
            p: "Verkkosivumme eivät aseta seuranta- tai mainosevästeitä eivätkä käytä analytiikkatyökaluja.",
          },
          {
            p: (uses) =>
              `Kolmansien osapuolten widgetit latautuvat vain, kun avaat ne: ${finnishClauses(inUse(uses, ["ajanvarauskalenteri, kun siirryt ajanvaraussivulle", "puheagentti, kun napsautat sen painiketta", "video, kun painat toistopainiketta"]))}. Ladattuina nämä palvelut voivat asettaa omia evästeitään tai käyttää vastaavia tekniikoita omien tietosuojakäytäntöjensä mukaisesti.`,
          },
        ],
      },
      {
        id: "muutokset",
        title: "Muutokset tähän selosteeseen",
        blocks: [
          {
            p: "Päivitämme tätä selostetta, kun palvelumme tai lainsäädäntö muuttuvat. Sivun alussa oleva päivämäärä kertoo, milloin selostetta on viimeksi päivitetty. Merkittävistä muutoksista kerromme lisäksi suoraan asiakkaillemme.",
          },
        ],
      },
    ],
  },
});
