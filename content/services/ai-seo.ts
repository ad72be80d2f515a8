import { prices } from "@/content/prices";
import { formatMoney } from "@/lib/format";
import { bilingual } from "@/lib/i18n";
import type { IconName, ServiceCopy, Tuple } from "./types";

export const aiSeoIcons: Tuple<IconName, 8> = ["search", "pen", "upload", "sliders", "gauge", "globe", "chart", "eye"];

const fee = prices.aiSeo.onboardingFee;

export const aiSeoCopy = bilingual<ServiceCopy<3, 5>>({
  en: {
    schema: { name: "AI-powered SEO", serviceType: "Search engine optimisation and automatic blog production" },
    hero: {
      eyebrow: "AI-powered SEO",
      title: "More customers from search, with fresh content every week",
      subtitle:
        "We find what your customers search for, optimise your site for those searches, and write and publish SEO blog posts for you automatically, 8 to 16 a month. The AI does the heavy lifting; you review as much or as little as you like.",
      secondaryCta: "See packages and prices",
      stats: [
        { value: "+150%", label: "organic traffic in 6 months" },
        { value: "2–4 weeks", label: "to the first results" },
        { value: "15–20 h", label: "saved every week" },
      ],
    },
    features: {
      title: "SEO that keeps working while you run your business",
      intro: "Research, writing, publishing, optimisation and reporting in one service.",
      items: [
        {
          title: "Keyword research",
          text: "We find the searches that bring buyers, not just visitors, and track 50 to 400 keywords depending on your package.",
        },
        {
          title: "Automatic blog production",
          text: "Clear, well-structured articles on your topics, 8 to 16 a month, written in your brand's tone of voice.",
        },
        {
          title: "Published for you",
          text: "Posts go out on schedule straight to your website's publishing system, with headings, links and metadata in place.",
        },
        {
          title: "On-page optimisation",
          text: "Titles, meta descriptions, headings and internal links are tuned for each search you want to win.",
        },
        {
          title: "Technical SEO check",
          text: "We find the speed, indexing and structure problems that stop search engines from understanding your site.",
        },
        {
          title: "Content in more than 8 languages",
          text: "Reach customers in Finnish, Swedish, English and more, in language that reads naturally in each.",
        },
        {
          title: "Clear monthly report",
          text: "Rankings, traffic and leads from organic search in one simple report every month.",
        },
        {
          title: "Competitor analysis",
          text: "We see which topics bring your competitors traffic and find the gaps where you can overtake them.",
        },
      ],
    },
    benefits: {
      title: "Results that build month after month",
      intro: "Every article keeps working for you long after it is published.",
      items: [
        {
          stat: "+150%",
          title: "More organic traffic",
          text: "Regular, optimised content can grow organic traffic by up to 150% within six months.",
        },
        {
          stat: "2–4 weeks",
          title: "Results you can see early",
          text: "The first improvements usually show in 2–4 weeks, and significant results in 3–6 months as content and rankings build on each other.",
        },
        {
          stat: "15–20 h",
          title: "Hours back every week",
          text: "No more writing blog posts late in the evening. The AI takes care of the content work and frees 15–20 hours of your week.",
        },
      ],
    },
    pricing: {
      title: "Packages and prices",
      intro:
        "Pay monthly, or pay for the year up front and save. Onboarding covers a review of your site, keyword research for your market and setting up automatic publishing.",
      packages: [
        {
          name: "Starter",
          description: "For a local or niche business starting to invest in search.",
          includes: [
            "50 keywords researched and tracked",
            "8 blog posts a month",
            "On-page optimisation and a monthly report",
            "4 development hours beyond the setup",
            "Consulting every second quarter",
          ],
          cta: "Book a call",
        },
        {
          name: "Professional",
          description: "For growing businesses that want to win competitive searches.",
          includes: [
            "100 keywords researched and tracked",
            "12 blog posts a month",
            "Technical SEO check and competitor analysis",
            "8 development hours beyond the setup",
            "Quarterly consulting",
          ],
          cta: "Book a call",
        },
        {
          name: "Enterprise",
          description: "For large sites and for businesses in several markets or languages.",
          includes: [
            "400 keywords researched and tracked",
            "16 blog posts a month",
            "Content in more than 8 languages",
            "Development hours as agreed",
            "Consulting monthly or as needed",
          ],
          cta: "Ask for a quote",
        },
      ],
    },
    cta: {
      title: "Find out what your customers are searching for",
      text: "Book a free 30-minute discovery call. We'll look at your site and your market together and show where search could bring you more customers.",
      button: "Book a free discovery call",
    },
    faq: {
      title: "Frequently asked questions",
      items: [
        {
          question: "When will we see results?",
          answer:
            "The first results usually show in 2–4 weeks, and significant results in 3–6 months. Search engines reward consistent publishing, so the results keep building over time.",
        },
        {
          question: "Who writes the blog posts?",
          answer:
            "Our AI writes them in your brand's tone of voice, based on your keywords and material. You can review and edit posts before they are published, or let them go out automatically.",
        },
        {
          question: "Will AI-written content hurt our rankings?",
          answer:
            "Search engines judge content by how useful it is, not by how it was written. We write for your customers' real questions and optimise every post to meet search engines' quality guidelines.",
        },
        {
          question: "Which website platforms do you support?",
          answer:
            "We publish to common platforms such as WordPress and have over 100 integrations ready. If your site runs on something else, we'll check it on the discovery call.",
        },
        {
          question: "What does onboarding include?",
          answer: `Onboarding (a one-time fee of ${formatMoney(fee, "en")}) covers a review of your site, keyword research for your market, setting up automatic publishing and agreeing on your brand's tone of voice.`,
        },
      ],
    },
  },
  fi: {
    schema: { name: "Tekoälypohjainen SEO", serviceType: "Hakukoneoptimointi ja automaattinen blogituotanto" },
    hero: {
      eyebrow: "Tekoälypohjainen SEO",
      title: "Lisää asiakkaita hakukoneista ja uutta sisältöä joka viikko",
      subtitle:
        "Selvitämme, mitä asiakkaasi hakevat, optimoimme sivustosi niitä hakuja varten sekä kirjoitamme ja julkaisemme hakukoneoptimoidut blogiartikkelit puolestasi automaattisesti, 8–16 joka kuukausi. Tekoäly tekee raskaan työn, ja sinä tarkistat juuri sen verran kuin haluat.",
      secondaryCta: "Katso paketit ja hinnat",
      stats: [
        { value: "+150 %", label: "orgaanista liikennettä 6 kuukaudessa" },
        { value: "2–4 vk", label: "ensimmäisiin tuloksiin" },
        { value: "15–20 h", label: "säästöä joka viikko" },
      ],
    },
    features: {
      title: "Hakukoneoptimointia, joka tekee työtä puolestasi",
      intro: "Tutkimus, kirjoittaminen, julkaisu, optimointi ja raportointi samassa palvelussa.",
      items: [
        {
          title: "Avainsanatutkimus",
          text: "Etsimme haut, jotka tuovat ostajia eivätkä pelkkiä kävijöitä, ja seuraamme paketista riippuen 50–400 avainsanaa.",
        },
        {
          title: "Automaattinen blogituotanto",
          text: "Selkeitä ja hyvin jäsenneltyjä artikkeleita teidän aiheistanne 8–16 kuukaudessa, brändinne äänellä kirjoitettuina.",
        },
        {
          title: "Julkaisu puolestasi",
          text: "Artikkelit julkaistaan aikataulussa suoraan sivustonne julkaisujärjestelmään valmiine otsikoineen, linkkeineen ja metatietoineen.",
        },
        {
          title: "Sivukohtainen optimointi",
          text: "Otsikot, metakuvaukset, väliotsikot ja sisäiset linkit hiotaan jokaista tavoiteltua hakua varten.",
        },
        {
          title: "Tekninen SEO-tarkistus",
          text: "Etsimme nopeuteen, indeksointiin ja rakenteeseen liittyvät ongelmat, jotka estävät hakukoneita ymmärtämästä sivustoasi.",
        },
        {
          title: "Sisältöä yli 8 kielellä",
          text: "Tavoita asiakkaat suomeksi, ruotsiksi, englanniksi ja muilla kielillä, jokaisella luontevasti.",
        },
        {
          title: "Selkeä kuukausiraportti",
          text: "Sijoitukset, liikenne ja orgaanisen haun liidit yhdessä helppolukuisessa raportissa kerran kuussa.",
        },
        {
          title: "Kilpailija-analyysi",
          text: "Selvitämme, mitkä aiheet tuovat kilpailijoillesi liikennettä, ja etsimme kohdat, joissa voit ohittaa heidät.",
        },
      ],
    },
    benefits: {
      title: "Tulokset, jotka kasvavat kuukausi kuukaudelta",
      intro: "Jokainen artikkeli tekee työtä puolestasi vielä pitkään julkaisun jälkeen.",
      items: [
        {
          stat: "+150 %",
          title: "Enemmän orgaanista liikennettä",
          text: "Säännöllinen, optimoitu sisältö voi kasvattaa orgaanista liikennettä jopa 150 % kuudessa kuukaudessa.",
        },
        {
          stat: "2–4 vk",
          title: "Ensimmäiset tulokset nopeasti",
          text: "Ensimmäiset parannukset näkyvät yleensä 2–4 viikossa ja merkittävät tulokset 3–6 kuukaudessa, kun sisältö ja sijoitukset vahvistavat toisiaan.",
        },
        {
          stat: "15–20 h",
          title: "Tunteja takaisin joka viikko",
          text: "Blogitekstejä ei tarvitse enää kirjoittaa iltaisin. Tekoäly hoitaa sisältötyön, ja viikostasi vapautuu 15–20 tuntia muuhun.",
        },
      ],
    },
    pricing: {
      title: "Paketit ja hinnat",
      intro:
        "Maksa kuukausittain tai koko vuosi kerralla ja säästä. Käyttöönottoon kuuluvat sivustonne kartoitus, markkinanne avainsanatutkimus ja automaattisen julkaisun käyttöönotto.",
      packages: [
        {
          name: "Perus",
          description: "Paikalliselle tai kapean alan yritykselle, joka haluaa alkaa panostaa hakunäkyvyyteen.",
          includes: [
            "50 avainsanaa tutkittuna ja seurannassa",
            "8 blogiartikkelia kuukaudessa",
            "Sivukohtainen optimointi ja kuukausiraportti",
            "4 kehitystuntia käyttöönoton lisäksi",
            "Konsultointi joka toinen vuosineljännes",
          ],
          cta: "Varaa keskustelu",
        },
        {
          name: "Kasvu",
          description: "Kasvavalle yritykselle, joka haluaa pärjätä kilpailluissa hauissa.",
          includes: [
            "100 avainsanaa tutkittuna ja seurannassa",
            "12 blogiartikkelia kuukaudessa",
            "Tekninen SEO-tarkistus ja kilpailija-analyysi",
            "8 kehitystuntia käyttöönoton lisäksi",
            "Konsultointi neljännesvuosittain",
          ],
          cta: "Varaa keskustelu",
        },
        {
          name: "Organisaatio",
          description: "Suurille sivustoille ja yrityksille, jotka toimivat usealla markkinalla tai kielellä.",
          includes: [
            "400 avainsanaa tutkittuna ja seurannassa",
            "16 blogiartikkelia kuukaudessa",
            "Sisältöä yli 8 kielellä",
            "Kehitystunnit sopimuksen mukaan",
            "Konsultointi kuukausittain tai tarpeen mukaan",
          ],
          cta: "Pyydä tarjous",
        },
      ],
    },
    cta: {
      title: "Selvitä, mitä asiakkaasi hakevat",
      text: "Varaa maksuton 30 minuutin keskustelu. Katsomme yhdessä sivustoasi ja markkinaasi ja näytämme, mistä hakukoneet voisivat tuoda sinulle lisää asiakkaita.",
      button: "Varaa maksuton keskustelu",
    },
    faq: {
      title: "Usein kysyttyä",
      items: [
        {
          question: "Milloin tuloksia alkaa näkyä?",
          answer:
            "Ensimmäiset tulokset näkyvät yleensä 2–4 viikossa ja merkittävät tulokset 3–6 kuukaudessa. Hakukoneet palkitsevat säännöllisestä julkaisemisesta, joten tulokset vahvistuvat ajan myötä.",
        },
        {
          question: "Kuka blogiartikkelit kirjoittaa?",
          answer:
            "Tekoälymme kirjoittaa ne brändinne äänellä avainsanojenne ja aineistojenne pohjalta. Voit tarkistaa ja muokata artikkelit ennen julkaisua tai antaa niiden julkaistua automaattisesti.",
        },
        {
          question: "Heikentääkö tekoälyn kirjoittama sisältö hakusijoituksia?",
          answer:
            "Hakukoneet arvioivat sisältöä sen hyödyllisyyden eivätkä kirjoitustavan perusteella. Kirjoitamme asiakkaidesi todellisiin kysymyksiin ja optimoimme jokaisen artikkelin hakukoneiden laatuohjeiden mukaisesti.",
        },
        {
          question: "Mitä julkaisualustoja tuette?",
          answer:
            "Julkaisemme yleisimmille alustoille, kuten WordPressiin, ja valmiita integraatioita on yli 100. Jos sivustonne toimii jollain muulla alustalla, selvitämme asian keskustelussa.",
        },
        {
          question: "Mitä käyttöönotto sisältää?",
          answer: `Käyttöönotto (kertamaksu ${formatMoney(fee, "fi")}) sisältää sivustonne kartoituksen, markkinanne avainsanatutkimuksen, automaattisen julkaisun käyttöönoton ja brändinne äänensävystä sopimisen.`,
        },
      ],
    },
  },
});
