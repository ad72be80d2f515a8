import type { FaqItem } from "../types";
import { bilingual } from "@/lib/i18n";

type Solution<Links extends string> = { title: string; text: string; points: string[]; links: Record<Links, string> };

/** Copy of the home page. */
export const homeCopy = bilingual<{
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
    cta: string;
    ctaNote: string;
    video: { title: string; play: string; posterAlt: string };
  };
  manifesto: { title: string; paragraphs: string[]; signature: string };
  benefits: { title: string; items: { value: string; label: string }[]; note: string };
  solutions: { title: string; intro: string; customerService: Solution<"chatAssistant" | "phoneReceptionist">; marketing: Solution<"aiSeo" | "leadQualifier"> };
  cta: { title: string; text: string; button: string };
  faq: { title: string; items: FaqItem[] };
}>({
  en: {
    hero: {
      eyebrow: "AI for small and mid-size businesses",
      title: "AI solutions that turn friction into flow",
      subtitle:
        "Chat assistants, phone receptionists, AI SEO and lead automation that answer your customers around the clock, so your team can get on with the work only people can do.",
      cta: "Book a discovery call now",
      ctaNote: "Free, 30 minutes, no obligation.",
      video: {
        title: "How our AI solutions work",
        play: "Play the video: How our AI solutions work",
        posterAlt: "Illustration: an AI assistant answering a chat message and a phone call at the same time",
      },
    },
    manifesto: {
      title: "Friction costs more than you think",
      paragraphs: [
        "Every call that goes unanswered, every enquiry that waits until Monday and every blog post that never gets written is a customer who found someone else. A small team cannot be everywhere at once. AI can.",
        "We put practical AI to work where your business loses time: answering customers day and night, qualifying leads in under a minute and keeping you visible in search. No hype and no heavy IT project. You see the first results in 2-4 weeks, and our solutions typically pay for themselves in 3-6 months.",
        "Your people keep what they do best: relationships, judgement and craft. AI takes care of the repetitive rest.",
      ],
      signature: "Less friction. More flow.",
    },
    benefits: {
      title: "What AI changes in everyday work",
      items: [
        { value: "< 1 min", label: "response time to every customer" },
        { value: "24/7", label: "service, also evenings and weekends" },
        { value: "15-20 h", label: "of routine work saved every week" },
        { value: "60-80%", label: "lower cost than the same work done by staff" },
      ],
      note: "Typical figures; your results depend on your business and how the solution is used.",
    },
    solutions: {
      title: "Two ways to put AI to work",
      intro: "Start where the friction is greatest. Every solution is set up for your business, in more than 8 languages, and connects to over 100 tools you already use.",
      customerService: {
        title: "Smart customer service",
        text: "Answer every customer straight away, on your website and on the phone, whatever the time.",
        points: [
          "Answers questions and books appointments around the clock",
          "Hands urgent matters over to your team",
          "Chat and phone integration live in 1-2 days, with a 30-day free trial",
        ],
        links: { chatAssistant: "AI chat assistant", phoneReceptionist: "AI phone receptionist" },
      },
      marketing: {
        title: "Marketing with AI",
        text: "Get found in search and turn visitors into booked meetings without adding to anyone's workload.",
        points: [
          "Keyword research and blog posts written and published automatically",
          "Up to 150% more search traffic in 6 months",
          "Every lead answered in under a minute, qualified and booked",
        ],
        links: { aiSeo: "AI-powered SEO", leadQualifier: "AI lead qualification" },
      },
    },
    cta: {
      title: "Find out where AI would save you the most time",
      text: "In a free 30-minute call we look at your customer service and marketing together and show you where AI pays off first. No obligation.",
      button: "Book a free discovery call",
    },
    faq: {
      title: "Frequently asked questions",
      items: [
        {
          question: "What kind of businesses do you work with?",
          answer:
            "Small and mid-size businesses that talk to customers every day: service companies, clinics, shops, agencies, trades and B2B sellers. If your team answers the same questions over and over or misses calls and leads, AI will help.",
        },
        {
          question: "How quickly can we get started?",
          answer:
            "A chat assistant or phone receptionist is usually live in 1-2 days, other AI solutions in 1-2 weeks and lead automation in 1-3 weeks. You typically see the first results in 2-4 weeks and significant results in 3-6 months.",
        },
        {
          question: "What does it cost, and when does it pay off?",
          answer:
            "Each service page lists its packages and prices, and the chat assistant and phone receptionist come with a 30-day free trial. AI typically costs 60-80% less than having staff do the same work, and the investment usually pays for itself in 3-6 months.",
        },
        {
          question: "Will AI replace my staff?",
          answer:
            "No. It takes over the repetitive part, such as routine questions, booking and first contact with leads, which typically frees 15-20 hours a week. Your team decides what the AI handles and gets the conversations that need a person.",
        },
        {
          question: "Does it work with the systems we already use?",
          answer:
            "Most likely. Our solutions connect to over 100 tools, including calendars, CRM systems, e-mail and online booking, and speak more than 8 languages. We check your systems in the discovery call.",
        },
        {
          question: "How do you handle our data?",
          answer:
            "We comply with the GDPR and store data in the EU. We sign a data processing agreement with you and use your data only to provide the service to you. Our privacy notice describes the details.",
        },
      ],
    },
  },
  fi: {
    hero: {
      eyebrow: "Tekoälyä pk-yrityksille",
      title: "Tekoälyratkaisut, jotka tekevät kitkasta sujuvuutta",
      subtitle:
        "Chat-assistentit, puhelinvastaajat, tekoäly-SEO ja liidien automaatio palvelevat asiakkaitasi ympäri vuorokauden. Tiimillesi jää aikaa siihen, mihin tarvitaan ihmistä.",
      cta: "Varaa maksuton kartoituspuhelu nyt",
      ctaNote: "Maksuton, 30 minuuttia, ei sitoumuksia.",
      video: {
        title: "Näin tekoälyratkaisumme toimivat",
        play: "Toista video: Näin tekoälyratkaisumme toimivat",
        posterAlt: "Kuvitus: tekoälyassistentti vastaa chat-viestiin ja puheluun samaan aikaan",
      },
    },
    manifesto: {
      title: "Kitka maksaa enemmän kuin uskot",
      paragraphs: [
        "Jokainen vastaamatta jäänyt puhelu, maanantaita odottava yhteydenotto ja kirjoittamatta jäänyt blogiteksti on asiakas, joka löysi jonkun muun. Pieni tiimi ei ehdi joka paikkaan yhtä aikaa. Tekoäly ehtii.",
        "Tuomme käytännöllisen tekoälyn sinne, missä yrityksesi menettää aikaa: asiakaspalveluun ympäri vuorokauden, liidien kvalifiointiin alle minuutissa ja näkyvyyteen hakukoneissa. Ei hypeä eikä raskasta IT-projektia. Ensimmäiset tulokset näkyvät 2-4 viikossa, ja ratkaisumme maksavat itsensä tyypillisesti takaisin 3-6 kuukaudessa.",
        "Ihmisille jää se, missä he ovat parhaita: asiakassuhteet, harkinta ja ammattitaito. Tekoäly hoitaa toistuvan työn.",
      ],
      signature: "Vähemmän kitkaa. Enemmän sujuvuutta.",
    },
    benefits: {
      title: "Mitä tekoäly muuttaa arjessa",
      items: [
        { value: "< 1 min", label: "vastausaika jokaiselle asiakkaalle" },
        { value: "24/7", label: "palvelua myös iltaisin ja viikonloppuisin" },
        { value: "15-20 h", label: "rutiinityötä vähemmän joka viikko" },
        { value: "60-80 %", label: "edullisempaa kuin sama työ henkilöstöllä" },
      ],
      note: "Luvut ovat tyypillisiä; omat tuloksesi riippuvat liiketoiminnastasi ja ratkaisun käytöstä.",
    },
    solutions: {
      title: "Kaksi tapaa valjastaa tekoäly töihin",
      intro: "Aloita sieltä, missä kitkaa on eniten. Jokainen ratkaisu räätälöidään yrityksellesi, toimii yli kahdeksalla kielellä ja liittyy yli sataan työkaluun, joita jo käytät.",
      customerService: {
        title: "Älykäs asiakaspalvelu",
        text: "Vastaa jokaiselle asiakkaalle heti, verkkosivuilla ja puhelimessa, kellonajasta riippumatta.",
        points: [
          "Vastaa kysymyksiin ja varaa ajat ympäri vuorokauden",
          "Ohjaa kiireelliset asiat tiimillesi",
          "Chat- ja puhelinintegraatio käytössä 1-2 päivässä, 30 päivän ilmainen kokeilu",
        ],
        links: { chatAssistant: "AI-chat-assistentti", phoneReceptionist: "AI-puhelinvastaaja" },
      },
      marketing: {
        title: "Markkinointi tekoälyllä",
        text: "Näy hakutuloksissa ja muuta kävijät varatuiksi tapaamisiksi kuormittamatta ketään lisää.",
        points: [
          "Avainsanatutkimus sekä automaattisesti kirjoitetut ja julkaistut blogitekstit",
          "Jopa 150 % enemmän hakuliikennettä 6 kuukaudessa",
          "Jokaiseen liidiin vastataan alle minuutissa, se kvalifioidaan ja tapaaminen varataan",
        ],
        links: { aiSeo: "Tekoälypohjainen SEO", leadQualifier: "Liidien kvalifiointi tekoälyllä" },
      },
    },
    cta: {
      title: "Selvitä, missä tekoäly säästäisi eniten aikaa",
      text: "Maksuttomassa 30 minuutin keskustelussa käymme yhdessä läpi asiakaspalvelusi ja markkinointisi ja näytämme, missä tekoäly maksaa itsensä takaisin ensimmäisenä. Ei sitoumuksia.",
      button: "Varaa maksuton kartoituspuhelu",
    },
    faq: {
      title: "Usein kysyttyä",
      items: [
        {
          question: "Millaisten yritysten kanssa työskentelette?",
          answer:
            "Pienten ja keskisuurten yritysten, jotka ovat asiakkaidensa kanssa tekemisissä päivittäin: palveluyritysten, klinikoiden, kauppojen, toimistojen, käsityöalan yritysten ja B2B-myyjien. Jos tiimisi vastaa samoihin kysymyksiin yhä uudelleen tai puheluita ja liidejä jää vastaamatta, tekoälystä on apua.",
        },
        {
          question: "Kuinka nopeasti pääsemme alkuun?",
          answer:
            "Chat-assistentti tai puhelinvastaaja on yleensä käytössä 1-2 päivässä, muut tekoälyratkaisut 1-2 viikossa ja liidien automaatio 1-3 viikossa. Ensimmäiset tulokset näkyvät tyypillisesti 2-4 viikossa ja merkittävät tulokset 3-6 kuukaudessa.",
        },
        {
          question: "Paljonko se maksaa ja milloin se maksaa itsensä takaisin?",
          answer:
            "Jokaisen palvelun sivulla on sen paketit ja hinnat, ja chat-assistenttia sekä puhelinvastaajaa voi kokeilla 30 päivää ilmaiseksi. Tekoäly maksaa tyypillisesti 60-80 % vähemmän kuin sama työ henkilöstöllä, ja investointi maksaa itsensä yleensä takaisin 3-6 kuukaudessa.",
        },
        {
          question: "Korvaako tekoäly henkilöstöni?",
          answer:
            "Ei korvaa. Se hoitaa toistuvan osan työstä, kuten rutiinikysymykset, ajanvaraukset ja ensikontaktin liideihin, mikä vapauttaa tyypillisesti 15-20 tuntia viikossa. Tiimisi päättää, mitä tekoäly hoitaa, ja saa ne keskustelut, joihin tarvitaan ihmistä.",
        },
        {
          question: "Toimiiko ratkaisu nykyisten järjestelmiemme kanssa?",
          answer:
            "Todennäköisesti toimii. Ratkaisumme liittyvät yli sataan työkaluun, kuten kalentereihin, CRM-järjestelmiin, sähköpostiin ja ajanvarausjärjestelmiin, ja ne puhuvat yli kahdeksaa kieltä. Käymme järjestelmäsi läpi kartoituspuhelussa.",
        },
        {
          question: "Miten käsittelette tietojamme?",
          answer:
            "Noudatamme EU:n tietosuoja-asetusta ja säilytämme tiedot EU:ssa. Teemme kanssasi tietojenkäsittelysopimuksen ja käytämme tietojasi vain sinulle tuotettavaan palveluun. Tarkemmat tiedot löydät tietosuojaselosteestamme.",
        },
      ],
    },
  },
});
