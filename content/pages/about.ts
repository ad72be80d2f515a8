import { bilingual } from "@/lib/i18n";

type Block = { title: string; paragraphs: string[] };

/** Copy of the about page. */
export const aboutCopy = bilingual<{
  breadcrumb: { label: string; home: string; current: string };
  title: string;
  subtitle: string;
  intro: string[];
  illustrationAlt: string;
  whatWeDo: Block & { services: { chatAssistant: string; phoneReceptionist: string; aiSeo: string; leadQualifier: string } };
  mission: Block;
  future: Block & { jobsLink: string };
  cta: { title: string; text: string; button: string };
}>({
  en: {
    breadcrumb: { label: "Breadcrumb", home: "Home", current: "About" },
    title: "About us",
    subtitle: "Practical AI for businesses that would rather serve their customers than answer the same question twice.",
    intro: [
      "We are a Helsinki company, founded in 2023, that helps small and mid-size businesses put AI to work. Our focus is on the places where time runs out first: customer service and marketing.",
      "Large companies have whole teams building AI into their operations. Most small businesses do not, and they should not need one. We bring the same tools to them, set up for their business and explained in plain language.",
    ],
    illustrationAlt: "Illustration: tangled lines pass through an AI node and come out as three clear flows: messages, completed tasks and growth",
    whatWeDo: {
      title: "What we do",
      paragraphs: [
        "We build and run four kinds of AI solutions. Each one is configured for your business, speaks more than 8 languages and connects to the tools you already use.",
        "We start with a free discovery call, agree on a clear goal, launch quickly and keep improving the solution with you. A chat or phone integration is usually live in 1-2 days, and you typically see the first results in 2-4 weeks.",
      ],
      services: {
        chatAssistant: "An AI chat assistant that answers website visitors 24/7 and books meetings.",
        phoneReceptionist: "An AI phone receptionist that answers every call, books appointments and forwards urgent matters.",
        aiSeo: "AI-powered SEO with keyword research and blog posts written and published automatically.",
        leadQualifier: "AI lead qualification that answers every lead in under a minute and books the meeting.",
      },
    },
    mission: {
      title: "Our mission",
      paragraphs: [
        "Our mission is to take the friction out of everyday business. Nobody should lose a customer because a call went unanswered or an enquiry waited too long.",
        "We believe in AI that is useful, understandable and safe. That means honest expectations, prices you can see in advance, and data that is handled in line with the GDPR and stored in the EU.",
      ],
    },
    future: {
      title: "Where we are heading",
      paragraphs: [
        "Customers increasingly expect an answer right away, by chat, by phone and in their own language. We keep developing our solutions so that AI can handle more of the journey, from the first question to the booked meeting, while people stay in charge of the decisions that matter.",
        "To get there we are growing our team in sales and customer success.",
      ],
      jobsLink: "See our open positions",
    },
    cta: {
      title: "Let's see what AI could do for you",
      text: "Book a free 30-minute discovery call. We'll look at your business together and suggest where to start.",
      button: "Book a free discovery call",
    },
  },
  fi: {
    breadcrumb: { label: "Murupolku", home: "Etusivu", current: "Tietoa meistä" },
    title: "Tietoa meistä",
    subtitle: "Käytännöllistä tekoälyä yrityksille, jotka haluavat palvella asiakkaitaan eivätkä vastata samaan kysymykseen kahdesti.",
    intro: [
      "Olemme vuonna 2023 perustettu helsinkiläinen yritys, joka auttaa pieniä ja keskisuuria yrityksiä ottamaan tekoälyn käyttöön. Keskitymme niihin paikkoihin, joissa aika loppuu ensimmäisenä kesken: asiakaspalveluun ja markkinointiin.",
      "Suurilla yrityksillä on kokonaisia tiimejä rakentamassa tekoälyä osaksi toimintaansa. Useimmilla pienillä yrityksillä ei ole, eikä tarvitsekaan olla. Tuomme samat työkalut niiden ulottuville yrityksen tarpeisiin sovitettuina ja selkokielellä kerrottuina.",
    ],
    illustrationAlt: "Kuvitus: sotkuiset viivat kulkevat tekoälysolmun läpi ja jatkuvat kolmena selkeänä virtana: viestit, valmiit tehtävät ja kasvu",
    whatWeDo: {
      title: "Mitä teemme",
      paragraphs: [
        "Rakennamme ja ylläpidämme neljänlaisia tekoälyratkaisuja. Jokainen niistä sovitetaan yrityksesi tarpeisiin, toimii yli kahdeksalla kielellä ja liittyy työkaluihin, joita jo käytät.",
        "Aloitamme maksuttomalla kartoituspuhelulla, sovimme selkeän tavoitteen, otamme ratkaisun käyttöön nopeasti ja kehitämme sitä yhdessä kanssasi. Chat- tai puhelinintegraatio on yleensä käytössä 1-2 päivässä, ja ensimmäiset tulokset näkyvät tyypillisesti 2-4 viikossa.",
      ],
      services: {
        chatAssistant: "AI-chat-assistentti, joka vastaa verkkosivujen kävijöille ympäri vuorokauden ja varaa tapaamiset.",
        phoneReceptionist: "AI-puhelinvastaaja, joka vastaa jokaiseen puheluun, varaa ajat ja välittää kiireelliset asiat eteenpäin.",
        aiSeo: "Tekoälypohjainen hakukoneoptimointi: avainsanatutkimus sekä automaattisesti kirjoitetut ja julkaistut blogitekstit.",
        leadQualifier: "Liidien kvalifiointi tekoälyllä: jokaiseen liidiin vastataan alle minuutissa ja tapaaminen varataan.",
      },
    },
    mission: {
      title: "Missiomme",
      paragraphs: [
        "Missiomme on poistaa kitka yritysten arjesta. Kenenkään ei pitäisi menettää asiakasta siksi, että puhelu jäi vastaamatta tai yhteydenotto odotti liian kauan.",
        "Uskomme tekoälyyn, joka on hyödyllistä, ymmärrettävää ja turvallista. Se tarkoittaa rehellisiä odotuksia, etukäteen näkyviä hintoja ja tietoja, joita käsitellään EU:n tietosuoja-asetuksen mukaisesti ja säilytetään EU:ssa.",
      ],
    },
    future: {
      title: "Mihin olemme menossa",
      paragraphs: [
        "Asiakkaat odottavat yhä useammin vastausta heti, chatissa, puhelimessa ja omalla kielellään. Kehitämme ratkaisujamme jatkuvasti niin, että tekoäly hoitaa yhä suuremman osan asiakkaan polusta ensimmäisestä kysymyksestä varattuun tapaamiseen, ja tärkeät päätökset pysyvät ihmisillä.",
        "Siksi kasvatamme tiimiämme myynnissä ja asiakkuuksissa.",
      ],
      jobsLink: "Katso avoimet työpaikat",
    },
    cta: {
      title: "Katsotaan yhdessä, mitä tekoäly voisi tehdä teille",
      text: "Varaa maksuton 30 minuutin kartoituspuhelu. Käymme yrityksesi tilanteen läpi ja ehdotamme, mistä kannattaa aloittaa.",
      button: "Varaa maksuton kartoituspuhelu",
    },
  },
});
