/**
 * The texts inside the product visuals (the pictures of each product at work at the top of the
 * home and service pages, and the small picture beside each service's lead feature). Every
 * visual is one image to assistive technology: `label` is its accessible name and says what it
 * shows; the other texts are drawn inside it. People, times and posts are neutral examples; the
 * only figures are the product claims the copy makes elsewhere.
 */
import { formatterFor, NBSP } from "@/lib/format";
import { bilingual } from "@/lib/i18n";
import { claims as c } from "./claims";
import { terms } from "./glossary";
import { hyphenateAll } from "./hyphenation";
import type { ServiceId } from "./prices";
import type { Tuple } from "./types";

const en = formatterFor("en");
const fi = formatterFor("fi");

export type TranscriptLine = { speaker: "ai" | "caller"; text: string };
export type Post = { title: string; status: string; published: boolean };
export type FeedItem = { product: "chat" | "phone" | "seo" | "leads"; tag: string; text: string; time: string };

/** Which of a service's 8 features (0-7) leads its feature section, shown larger with its own picture. */
export const leadFeature: Record<ServiceId, 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7> = {
  chatAssistant: 0,
  phoneReceptionist: 4,
  aiSeo: 1,
  leadQualifier: 6,
};

export const visualsCopy = bilingual<{
  home: {
    label: string;
    feedTitle: string;
    feed: Tuple<FeedItem, 4>;
    chatName: string;
    chatQuestion: string;
    chatAnswer: string;
    trafficTitle: string;
    trafficGrowth: string;
    trafficPeriod: string;
  };
  chatAssistant: {
    label: string;
    name: string;
    status: string;
    question: string;
    answer: string;
    slots: Tuple<string, 3>;
    booked: string;
    bookedWhen: string;
    bookedNote: string;
    input: string;
  };
  phoneReceptionist: {
    label: string;
    caller: string;
    number: string;
    duration: string;
    answeredBy: string;
    transcriptTitle: string;
    live: string;
    speakers: Record<TranscriptLine["speaker"], string>;
    lines: Tuple<TranscriptLine, 5>;
    booked: string;
    bookedWhen: string;
    bookedNote: string;
  };
  aiSeo: {
    label: string;
    trafficTitle: string;
    growth: string;
    period: string;
    months: Tuple<string, 6>;
    rankingsTitle: string;
    keywords: Tuple<string, 3>;
    rising: string;
    postsTitle: string;
    posts: Tuple<Post, 3>;
  };
  leadQualifier: {
    label: string;
    contactTitle: string;
    channel: string;
    time: string;
    message: string;
    replied: string;
    scoreTitle: string;
    checks: Tuple<string, 4>;
    score: string;
    verdict: string;
    meetingTitle: string;
    meetingWhen: string;
    meetingWhat: string;
    crm: string;
  };
  /** The small pictures of the lead features. */
  features: {
    chatAssistant: { title: string; answered: string; questions: Tuple<{ time: string; text: string }, 3> };
    phoneReceptionist: { title: string; time: string; rows: Tuple<{ term: string; value: string }, 4>; sent: string };
    aiSeo: { draft: string; title: string; checks: Tuple<string, 3>; status: string };
    leadQualifier: { channels: Tuple<string, 4>; list: string; times: Tuple<string, 3> };
  };
}>({
  en: {
    home: {
      label:
        "Illustration: the four AI solutions at work in one activity feed. The chat assistant books a meeting, the phone receptionist answers a night call, AI SEO publishes a blog post and a new lead is qualified.",
      feedTitle: "Today",
      feed: [
        { product: "leads", tag: "Leads", text: "Lead qualified and passed to sales", time: "08:55" },
        { product: "chat", tag: "Chat", text: "Visit booked for Wednesday", time: "07:12" },
        { product: "seo", tag: "SEO", text: "New blog post published", time: "06:00" },
        { product: "phone", tag: "Phone", text: "Night call answered and booked", time: "02:40" },
      ],
      chatName: "Assistant",
      chatQuestion: "Are you open on Saturdays?",
      chatAnswer: `Yes, ${en.range(10, 16)}. Shall I book you a time?`,
      trafficTitle: "Organic traffic",
      trafficGrowth: en.percent(c.seoTrafficLiftPercent, { signed: true }),
      trafficPeriod: `in ${en.quantity(c.seoTrafficMonths, "months")}`,
    },
    chatAssistant: {
      label:
        "Example of the AI chat assistant on a website: a visitor asks about a bathroom renovation, the assistant answers within a minute and books an on-site visit for Wednesday at 14:00.",
      name: "Assistant",
      status: "Online · replies in under a minute",
      question: "Hi! Could you do a bathroom renovation in March?",
      answer: "Yes, March still has room. A free on-site visit is the best start. Which time suits you?",
      slots: ["Tue 10:00", "Wed 14:00", "Thu 9:00"],
      booked: "Visit booked",
      bookedWhen: "Wed 14:00 · On-site visit",
      bookedNote: "Confirmation sent by email",
      input: "Write a message…",
    },
    phoneReceptionist: {
      label:
        "Example of the AI phone receptionist: a customer calls, the live transcript shows the receptionist answering and booking a car service for Thursday at 13:00.",
      caller: "Customer",
      number: "Mobile",
      duration: `${en.quantity(1, "min")}${NBSP}${en.quantity(24, "s")}`,
      answeredBy: "Answered by AI",
      transcriptTitle: "Live transcript",
      live: "Live",
      speakers: { ai: "AI receptionist", caller: "Customer" },
      lines: [
        { speaker: "ai", text: "Good morning, how can I help you?" },
        { speaker: "caller", text: "I'd like to book a service for my car next week." },
        { speaker: "ai", text: "Of course. Tuesday at 8:00 or Thursday at 13:00?" },
        { speaker: "caller", text: "Thursday suits me." },
        { speaker: "ai", text: "Booked! You'll get a confirmation by text message." },
      ],
      booked: "Appointment booked",
      bookedWhen: "Thu 13:00 · Car service",
      bookedNote: "Added to your calendar",
    },
    aiSeo: {
      label:
        `Example of AI SEO results: a chart of ${terms.en.searchTraffic.base} rising ${en.percent(c.seoTrafficLiftPercent)} in ${en.words(c.seoTrafficMonths)} months, keyword rankings going up, and the blog posts written and published along the way.`,
      trafficTitle: "Organic traffic",
      growth: en.percent(c.seoTrafficLiftPercent, { signed: true }),
      period: `in ${en.quantity(c.seoTrafficMonths, "months")}`,
      months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun"],
      rankingsTitle: "Rankings",
      keywords: ["bathroom renovation", "heat pump installation", "roof maintenance"],
      rising: "Rising",
      postsTitle: "Blog posts",
      posts: [
        { title: "Choosing a heat pump for a detached house", status: "Published", published: true },
        { title: "Bathroom renovation step by step", status: "Published", published: true },
        { title: "Spring checklist for your roof", status: "Scheduled · Thu", published: false },
      ],
    },
    leadQualifier: {
      label:
        "Example of AI lead qualification: a new lead from a website form gets a reply within a minute, answers the qualifying questions, is scored as a hot lead and books a sales meeting for Tuesday at 10:00.",
      contactTitle: "New lead",
      channel: "Website form",
      time: "14:02",
      message: "We're looking for help with our customer service. Could we talk next week?",
      replied: "First reply sent in under a minute",
      scoreTitle: "Qualification",
      checks: ["Need", "Budget", "Timeline: this quarter", "Decision-maker"],
      score: "Lead score",
      verdict: "Hot lead",
      meetingTitle: "Meeting booked",
      meetingWhen: `Tue 10:00 · ${en.quantity(30, "min")}`,
      meetingWhat: "Sales call with your team",
      crm: "Saved to your CRM",
    },
    features: {
      chatAssistant: {
        title: "While you were away",
        answered: "Answered",
        questions: [
          { time: "Sat 23:47", text: "Do you deliver on Sundays?" },
          { time: "Sun 06:12", text: "Is the shop open today?" },
          { time: "Mon 05:30", text: "Can I still change my order?" },
        ],
      },
      phoneReceptionist: {
        title: "Call summary",
        time: "Today 13:05",
        rows: [
          { term: "Caller", value: "Customer, mobile" },
          { term: "Reason", value: "Car service next week" },
          { term: "Booked", value: "Thu 13:00" },
          { term: "Next step", value: "None, all done" },
        ],
        sent: "Sent to your email and CRM",
      },
      aiSeo: {
        draft: "New post",
        title: "Choosing a heat pump for a detached house",
        checks: ["Keyword in the title", "Meta description", "Internal links"],
        status: "Ready to publish",
      },
      leadQualifier: {
        channels: ["Web form", "Chat", "Email", "Ads"],
        list: "One lead list",
        times: ["14:02", "14:10", "14:31"],
      },
    },
  },
  // Finnish compounds get soft hyphens where they may break; the accessible names stay plain.
  fi: hyphenateAll(
    {
      home: {
        label:
          "Kuvitus: neljä tekoälyratkaisua työssä saman päivän aikana. Chat-assistentti varaa arviokäynnin, puhelinvastaaja vastaa yöllä tulleeseen puheluun, verkkosivuille julkaistaan uusi blogiartikkeli ja uusi liidi kvalifioidaan.",
        feedTitle: "Tänään",
        feed: [
          { product: "leads", tag: "Liidit", text: "Liidi kvalifioitu ja välitetty myynnille", time: "8.55" },
          { product: "chat", tag: "Chat", text: "Arviokäynti varattu keskiviikolle", time: "7.12" },
          { product: "seo", tag: "SEO", text: "Uusi artikkeli julkaistu", time: "6.00" },
          { product: "phone", tag: "Puhelin", text: "Yöpuheluun vastattu, aika varattu", time: "2.40" },
        ],
        chatName: "Assistentti",
        chatQuestion: "Onko liike auki lauantaina?",
        chatAnswer: `On, klo${NBSP}${fi.range(10, 16)}. Varaanko sinulle ajan?`,
        trafficTitle: "Hakuliikenne",
        trafficGrowth: fi.percent(c.seoTrafficLiftPercent, { signed: true }),
        trafficPeriod: fi.quantity(c.seoTrafficMonths, "kuukaudessa"),
      },
      chatAssistant: {
        label:
          "Esimerkki chat-assistentista verkkosivuilla: kävijä kysyy kylpyhuoneremontista, assistentti vastaa alle minuutissa ja varaa arviokäynnin keskiviikoksi klo 14.00.",
        name: "Assistentti",
        status: "Paikalla · vastaa alle minuutissa",
        question: "Hei! Onko maaliskuulle vielä tilaa kylpyhuoneremontille?",
        answer: "On! Aloitetaan maksuttomalla arviokäynnillä. Mikä aika sopisi sinulle?",
        slots: ["ti 10.00", "ke 14.00", "to 9.00"],
        booked: "Käynti varattu",
        bookedWhen: "ke 14.00 · Arviokäynti",
        bookedNote: "Vahvistus lähetetty sähköpostiin",
        input: "Kirjoita viesti…",
      },
      phoneReceptionist: {
        label:
          "Esimerkki tekoälyn vastaamasta puhelusta: asiakas soittaa, ja reaaliaikainen litterointi näyttää, miten puhelinvastaaja palvelee ja varaa auton huollon torstaiksi klo 13.00.",
        caller: "Asiakas",
        number: "Matkapuhelin",
        duration: `${fi.quantity(1, "min")}${NBSP}${fi.quantity(24, "s")}`,
        answeredBy: "Tekoäly vastasi",
        transcriptTitle: "Litterointi",
        live: "Käynnissä",
        speakers: { ai: "Tekoäly", caller: "Asiakas" },
        lines: [
          { speaker: "ai", text: "Hyvää huomenta, miten voin auttaa?" },
          { speaker: "caller", text: "Haluaisin varata autolle huoltoajan ensi viikolle." },
          { speaker: "ai", text: "Onnistuu. Sopiiko tiistai klo 8.00 vai torstai klo 13.00?" },
          { speaker: "caller", text: "Torstai käy hyvin." },
          { speaker: "ai", text: "Varattu! Saat vahvistuksen tekstiviestinä." },
        ],
        booked: "Aika varattu",
        bookedWhen: "to 13.00 · Auton huolto",
        bookedNote: "Lisätty kalenteriisi",
      },
      aiSeo: {
        label:
          `Esimerkki hakukoneoptimoinnin tuloksista: kaavio, jossa ${terms.fi.searchTraffic.base} kasvaa ${fi.number(c.seoTrafficLiftPercent)} prosenttia ${fi.words(c.seoTrafficMonths, "inessive")} kuukaudessa, nousevat hakusijoitukset sekä matkan varrella kirjoitetut ja julkaistut blogiartikkelit.`,
        trafficTitle: "Hakuliikenne",
        growth: fi.percent(c.seoTrafficLiftPercent, { signed: true }),
        period: fi.quantity(c.seoTrafficMonths, "kuukaudessa"),
        months: ["tammi", "helmi", "maalis", "huhti", "touko", "kesä"],
        rankingsTitle: "Hakusijoitukset",
        keywords: ["kylpyhuoneremontti", "lämpöpumpun asennus", "katon huolto"],
        rising: "Nousussa",
        postsTitle: "Blogiartikkelit",
        posts: [
          { title: "Näin valitset lämpöpumpun omakotitaloon", status: "Julkaistu", published: true },
          { title: "Kylpyhuoneremontti vaihe vaiheelta", status: "Julkaistu", published: true },
          { title: "Katon kevättarkastus: muistilista", status: "Ajastettu · to", published: false },
        ],
      },
      leadQualifier: {
        label:
          "Esimerkki liidin kvalifioinnista tekoälyllä: verkkolomakkeelta tullut liidi saa vastauksen alle minuutissa, vastaa kvalifiointikysymyksiin, saa korkeat pisteet ja varaa myyntitapaamisen tiistaiksi klo 10.00.",
        contactTitle: "Uusi liidi",
        channel: "Verkkolomake",
        time: "14.02",
        message: "Etsimme apua asiakaspalveluumme. Ehditäänkö jutella ensi viikolla?",
        replied: "Ensivastaus lähti alle minuutissa",
        scoreTitle: "Kvalifiointi",
        checks: ["Tarve", "Budjetti", `Aikataulu: tämä ${terms.fi.quarter.base}`, "Päättäjä"],
        score: "Liidin pisteet",
        verdict: "Kuuma liidi",
        meetingTitle: "Tapaaminen varattu",
        meetingWhen: `ti 10.00 · ${fi.quantity(30, "min")}`,
        meetingWhat: "Myyntipuhelu tiimisi kanssa",
        crm: "Tallennettu CRM:ään",
      },
      features: {
        chatAssistant: {
          title: "Kun olit poissa",
          answered: "Vastattu",
          questions: [
            { time: "la 23.47", text: "Onko sunnuntaina toimituksia?" },
            { time: "su 6.12", text: "Onko myymälä tänään auki?" },
            { time: "ma 5.30", text: "Voiko tilausta vielä muuttaa?" },
          ],
        },
        phoneReceptionist: {
          title: "Puhelun yhteenveto",
          time: "Tänään 13.05",
          rows: [
            { term: "Soittaja", value: "Asiakas, matkapuhelin" },
            { term: "Asia", value: "Auton huolto ensi viikolla" },
            { term: "Varattu", value: "to 13.00" },
            { term: "Jatkotoimet", value: "Ei tarvita" },
          ],
          sent: "Lähetetty sähköpostiisi ja CRM:ään",
        },
        aiSeo: {
          draft: "Uusi artikkeli",
          title: "Näin valitset lämpöpumpun omakotitaloon",
          checks: ["Avainsana otsikossa", "Metakuvaus", "Sisäiset linkit"],
          status: "Valmis julkaistavaksi",
        },
        leadQualifier: {
          channels: ["Lomake", "Chat", "Sähköposti", "Mainokset"],
          list: "Yksi liidilista",
          times: ["14.02", "14.10", "14.31"],
        },
      },
    },
    ["label"],
  ),
});
