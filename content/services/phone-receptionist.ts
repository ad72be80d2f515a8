import { prices } from "@/content/prices";
import { formatMoney } from "@/lib/format";
import { bilingual, type Lang } from "@/lib/i18n";
import type { IconName, ServiceCopy, Tuple } from "./types";

export const phoneReceptionistIcons: Tuple<IconName, 8> = ["phone", "mic", "calendar", "forward", "doc", "users", "globe", "plug"];

const [starter, professional] = prices.phoneReceptionist.packages;
const perMinute = (lang: Lang) => ({
  starter: formatMoney(starter.price.perMinute, lang),
  professional: formatMoney(professional.price.perMinute, lang),
});
const en = perMinute("en");
const fi = perMinute("fi");

export const phoneReceptionistCopy = bilingual<ServiceCopy<3, 6>>({
  en: {
    schema: { name: "AI phone receptionist", serviceType: "AI voice agent that answers business phone calls" },
    hero: {
      eyebrow: "AI phone receptionist",
      title: "Every call answered, even when your whole team is busy",
      subtitle:
        "Our AI phone receptionist picks up around the clock, talks with callers in a natural voice, books appointments and puts urgent calls straight through to the right person. It is connected to your number in 1–2 days.",
      secondaryCta: "See packages and prices",
      stats: [
        { value: "24/7", label: "every call answered" },
        { value: "60–80%", label: "lower cost than staff" },
        { value: "1–2 days", label: "to go live" },
      ],
    },
    features: {
      title: "A receptionist that never puts callers on hold",
      intro: "The voice agent handles routine calls from start to finish and passes on the ones that need you, with a summary.",
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
          title: "More than 8 languages",
          text: "Callers are served in their own language, Finnish, Swedish and English included.",
        },
        {
          title: "Over 100 integrations",
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
          stat: "60–80%",
          title: "A fraction of the cost of staff",
          text: "The receptionist costs 60–80% less than a person covering the same hours. You pay a low monthly base fee and only the minutes you use.",
        },
        {
          stat: "15–20 h",
          title: "Time back for your team",
          text: "With routine calls and bookings handled, your team gets 15–20 hours a week back for the customers in front of them.",
        },
      ],
    },
    pricing: {
      title: "Packages and prices",
      intro:
        "A low monthly base fee plus the call minutes you actually use. Onboarding covers setting up the receptionist, training it on your business and connecting it to your number.",
      packages: [
        {
          name: "Starter",
          description: "For a small business that never wants to miss a call again.",
          includes: [
            "1 voice agent",
            "1 phone number",
            "Appointment booking and call summaries",
            "4 development hours beyond the setup",
            "Consulting every second quarter",
          ],
          cta: "Book a call",
        },
        {
          name: "Professional",
          description: "For busy businesses that handle many kinds of calls.",
          includes: [
            "2 voice agents",
            "2 phone numbers",
            "Calendar and CRM integrations",
            "8 development hours beyond the setup",
            "Quarterly consulting",
          ],
          cta: "Book a call",
        },
        {
          name: "Enterprise",
          description: "For organisations with high call volumes or several locations.",
          includes: [
            "Unlimited voice agents",
            "Unlimited phone numbers",
            "Custom integrations and call routing",
            "Development hours as agreed",
            "Consulting monthly or as needed",
          ],
          cta: "Ask for a quote",
        },
      ],
    },
    cta: {
      title: "Hear the receptionist answer your calls",
      text: "Book a free 30-minute discovery call and we'll show how the AI receptionist would handle your typical calls. Then try it free for 30 days.",
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
          answer:
            "Usually 1–2 days. We train the agent on your business, agree with you how calls are handled and forwarded, and test it together before it goes live.",
        },
        {
          question: "How are call minutes charged?",
          answer: `You pay a fixed monthly base fee plus a price for each minute of calls the receptionist handles: ${en.starter} per minute in Starter and ${en.professional} in Professional. Enterprise pricing is agreed separately.`,
        },
        {
          question: "Can callers still reach a person?",
          answer:
            "Yes. The receptionist puts calls through to the right person by rules you set, for example for urgent matters, for existing customers or whenever a caller asks for a person.",
        },
        {
          question: "Can we try it before committing?",
          answer:
            "Yes. The phone receptionist comes with a free 30-day trial, so you can listen to real calls before you decide.",
        },
        {
          question: "What about privacy?",
          answer:
            "The service is GDPR compliant and the data is stored in the EU. The receptionist tells callers that it is an AI assistant, and we agree with you on what is recorded and for how long.",
        },
      ],
    },
  },
  fi: {
    schema: { name: "AI-puhelinvastaaja", serviceType: "Tekoälypohjainen ääniagentti yrityksen puheluihin" },
    hero: {
      eyebrow: "AI-puhelinvastaaja",
      title: "Jokaiseen puheluun vastataan, vaikka koko tiimi olisi kiinni",
      subtitle:
        "AI-puhelinvastaajamme vastaa ympäri vuorokauden, keskustelee soittajan kanssa luontevasti, varaa ajat ja yhdistää kiireelliset puhelut suoraan oikealle henkilölle. Se kytketään numeroonne 1–2 päivässä.",
      secondaryCta: "Katso paketit ja hinnat",
      stats: [
        { value: "24/7", label: "jokaiseen puheluun vastataan" },
        { value: "60–80 %", label: "edullisempi kuin henkilöstö" },
        { value: "1–2 pv", label: "käyttöönottoon" },
      ],
    },
    features: {
      title: "Vastaanotto, joka ei laita soittajaa jonoon",
      intro: "Ääniagentti hoitaa rutiinipuhelut alusta loppuun ja välittää sinulle ne, jotka vaativat sinua, yhteenvedon kera.",
      items: [
        {
          title: "Vastaa jokaiseen puheluun 24/7",
          text: "Ei enää vastaajaviestejä eikä menetettyjä puheluita virka-ajan jälkeen. Vastaaja vastaa heti, myös viikonloppuisin ja pyhinä.",
        },
        {
          title: "Luonteva keskustelu",
          text: "Soittaja puhuu aivan tavallisesti, ja agentti ymmärtää ja vastaa selkeällä, luontevalla äänellä. Ei valikoita eikä näppäilyä.",
        },
        {
          title: "Varaa ajat",
          text: "Agentti tarkistaa kalenterisi ja varaa, siirtää tai peruu ajan jo puhelun aikana.",
        },
        {
          title: "Yhdistää kiireelliset puhelut",
          text: "Sinä päätät, mikä on kiireellistä. Ne puhelut ohjataan suoraan oikealle henkilölle, ja muut hoidetaan heti tai sovitaan myöhemmäksi.",
        },
        {
          title: "Yhteenveto jokaisesta puhelusta",
          text: "Jokaisen puhelun jälkeen saat lyhyen kirjallisen yhteenvedon soittajan tietoineen, joten mikään ei huku vuoronvaihdossa.",
        },
        {
          title: "Tuntee yrityksesi",
          text: "Opetamme agentille palvelunne, hintanne ja aukioloaikanne, jotta se vastaa kysymyksiin niin kuin henkilökuntanne.",
        },
        {
          title: "Yli 8 kieltä",
          text: "Soittaja saa palvelua omalla kielellään, myös suomeksi, ruotsiksi ja englanniksi.",
        },
        {
          title: "Yli 100 integraatiota",
          text: "Yhteys kalenteriin, CRM:ään ja ajanvarausjärjestelmään: varaukset ja yhteystiedot päivittyvät automaattisesti.",
        },
      ],
    },
    benefits: {
      title: "Miksi yritykset vaihtavat",
      intro: "Puhelin, johon aina vastataan, on hyvää palvelua ja hyvää liiketoimintaa.",
      items: [
        {
          stat: "24/7",
          title: "Ei menetettyjä puheluita eikä kauppoja",
          text: "Vastaamaton puhelu on usein asiakas, joka soittaa seuraavaksi kilpailijalle. AI-vastaaja vastaa jokaiseen kellonajasta riippumatta.",
        },
        {
          stat: "60–80 %",
          title: "Murto-osa henkilöstökuluista",
          text: "Vastaaja maksaa 60–80 % vähemmän kuin saman ajan kattava työntekijä. Maksat edullisen kuukausimaksun ja vain käytetyt minuutit.",
        },
        {
          stat: "15–20 h",
          title: "Aikaa takaisin tiimillesi",
          text: "Kun rutiinipuhelut ja ajanvaraukset hoituvat itsestään, tiimillesi vapautuu 15–20 tuntia viikossa paikan päällä oleville asiakkaille.",
        },
      ],
    },
    pricing: {
      title: "Paketit ja hinnat",
      intro:
        "Edullinen kuukausimaksu, ja maksat vain käytetyistä puheminuuteista. Käyttöönotossa pystytämme vastaajan, opetamme sille yrityksenne tiedot ja kytkemme sen numeroonne.",
      packages: [
        {
          name: "Perus",
          description: "Pienelle yritykselle, joka ei halua enää menettää yhtään puhelua.",
          includes: [
            "1 ääniagentti",
            "1 puhelinnumero",
            "Ajanvaraus ja puheluyhteenvedot",
            "4 kehitystuntia käyttöönoton lisäksi",
            "Konsultointi joka toinen vuosineljännes",
          ],
          cta: "Varaa keskustelu",
        },
        {
          name: "Kasvu",
          description: "Vilkkaalle yritykselle, jolle tulee monenlaisia puheluita.",
          includes: [
            "2 ääniagenttia",
            "2 puhelinnumeroa",
            "Kalenteri- ja CRM-integraatiot",
            "8 kehitystuntia käyttöönoton lisäksi",
            "Konsultointi neljännesvuosittain",
          ],
          cta: "Varaa keskustelu",
        },
        {
          name: "Organisaatio",
          description: "Organisaatiolle, jolla on paljon puheluita tai useita toimipisteitä.",
          includes: [
            "Rajaton määrä ääniagentteja",
            "Rajaton määrä puhelinnumeroita",
            "Räätälöidyt integraatiot ja puheluohjaukset",
            "Kehitystunnit sopimuksen mukaan",
            "Konsultointi kuukausittain tai tarpeen mukaan",
          ],
          cta: "Pyydä tarjous",
        },
      ],
    },
    cta: {
      title: "Kuule, miten vastaaja hoitaisi puhelusi",
      text: "Varaa maksuton 30 minuutin keskustelu, niin näytämme, miten AI-puhelinvastaaja hoitaisi tyypilliset puhelunne. Sen jälkeen voit kokeilla palvelua 30 päivää maksutta.",
      button: "Varaa maksuton keskustelu",
    },
    faq: {
      title: "Usein kysyttyä",
      items: [
        {
          question: "Pitääkö puhelinnumeroa vaihtaa?",
          answer:
            "Ei tarvitse. Nykyiseen numeroonne tulevat puhelut voidaan ohjata vastaajalle esimerkiksi virka-ajan ulkopuolella tai kun linja on varattu. Vastaajalle voi myös ottaa oman numeron.",
        },
        {
          question: "Kuinka kauan käyttöönotto kestää?",
          answer:
            "Yleensä 1–2 päivää. Opetamme agentille yrityksenne tiedot, sovimme kanssanne puheluiden käsittelystä ja ohjauksista ja testaamme vastaajan yhdessä ennen kuin se otetaan käyttöön.",
        },
        {
          question: "Miten puheminuutit laskutetaan?",
          answer: `Maksat kiinteän kuukausimaksun ja lisäksi jokaisesta vastaajan hoitamasta puheminuutista: Perus-paketissa ${fi.starter} ja Kasvu-paketissa ${fi.professional} minuutilta. Organisaatio-paketin hinnoittelusta sovitaan erikseen.`,
        },
        {
          question: "Pääseekö soittaja edelleen puhumaan ihmiselle?",
          answer:
            "Pääsee. Vastaaja yhdistää puhelun oikealle henkilölle asettamienne sääntöjen mukaan, esimerkiksi kiireellisissä asioissa, nykyisten asiakkaiden kohdalla tai aina kun soittaja pyytää ihmistä.",
        },
        {
          question: "Voiko palvelua kokeilla ennen sitoutumista?",
          answer:
            "Voi. AI-puhelinvastaajalla on 30 päivän maksuton kokeilujakso, jonka aikana kuulet oikeita puheluita ennen päätöstä.",
        },
        {
          question: "Entä tietosuoja?",
          answer:
            "Palvelu on GDPR:n mukainen, ja tiedot säilytetään EU:ssa. Vastaaja kertoo soittajalle olevansa tekoälyavustaja, ja sovimme kanssanne, mitä puheluista tallennetaan ja kuinka kauan.",
        },
      ],
    },
  },
});
