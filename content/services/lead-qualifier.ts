import { bilingual } from "@/lib/i18n";
import type { IconName, ProcessCopy, ServiceCopy, Tuple } from "./types";

export const leadQualifierIcons: Tuple<IconName, 8> = ["zap", "filter", "target", "calendar", "mail", "plug", "layers", "chart"];

export const leadQualifierCopy = bilingual<ServiceCopy<1, 5> & { process: ProcessCopy }>({
  en: {
    schema: { name: "AI lead qualification and automation", serviceType: "Lead qualification and sales automation" },
    hero: {
      eyebrow: "AI lead qualification",
      title: "Answer every lead in under a minute and let the meetings book themselves",
      subtitle:
        "Our AI contacts new leads the moment they arrive, asks the right qualifying questions, scores each lead and books meetings with the ones worth your time. We build it around your sales process and have it running in 1–3 weeks.",
      secondaryCta: "See how it works",
      stats: [
        { value: "< 1 min", label: "first reply to every lead" },
        { value: "95%", label: "qualification rate" },
        { value: "+40%", label: "conversion" },
      ],
    },
    features: {
      title: "Your fastest salesperson, on duty around the clock",
      intro: "From the first reply to a booked meeting, every step runs by your rules and is recorded in your CRM.",
      items: [
        {
          title: "Instant first contact",
          text: "Every new lead gets a personal reply in under a minute, by e-mail or chat, while their interest is at its peak.",
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
          text: "Contact details, answers and notes are saved to your CRM automatically, through any of our 100+ integrations.",
        },
        {
          title: "Every channel in one flow",
          text: "Web forms, chat, e-mail and ads all feed the same process, so no lead falls through the cracks.",
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
          stat: "+40%",
          title: "More deals from the same leads",
          text: "Replying first and following up consistently can lift conversion by up to 40%.",
        },
        {
          stat: "15–20 h",
          title: "Hours back for selling",
          text: "Your team stops chasing cold leads and gets 15–20 hours a week back for conversations that close.",
        },
        {
          stat: "3–6 months",
          title: "Pays for itself quickly",
          text: "With more meetings and less manual work, the solution typically pays for itself in 3–6 months.",
        },
      ],
    },
    process: {
      title: "How we build your lead automation",
      intro: "A clear path from the first call to a running system, usually in 1–3 weeks.",
      steps: [
        {
          title: "Discovery call",
          text: "In a free 30-minute call we go through your leads, sales process and tools and find where automation helps most.",
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
        "Every sales process is different, so your lead automation is tailored to yours. You get a fixed quote after a free consultation, with no obligation.",
      packages: [
        {
          name: "Custom lead automation",
          description: "Designed around your leads, your qualification criteria and the tools you already use.",
          includes: [
            "Instant first reply to every lead",
            "Qualification questions and lead scoring",
            "Automatic meeting booking",
            "CRM and calendar integrations",
            "Up and running in 1–3 weeks",
            "Ongoing fine-tuning and reporting",
          ],
          cta: "Book a consultation",
        },
      ],
    },
    cta: {
      title: "Stop losing leads to slow replies",
      text: "Book a free 30-minute discovery call and we'll show how your leads could be answered, qualified and booked automatically.",
      button: "Book a free discovery call",
    },
    faq: {
      title: "Frequently asked questions",
      items: [
        {
          question: "How much does lead automation cost?",
          answer:
            "The price depends on your lead volumes, channels and integrations. After a free consultation you get a fixed quote, and the solution typically pays for itself in 3–6 months.",
        },
        {
          question: "How long does it take to get running?",
          answer:
            "Usually 1–3 weeks from the discovery call, depending on how many channels and systems we connect.",
        },
        {
          question: "Which CRMs does it work with?",
          answer:
            "We have over 100 integrations ready, covering the most common CRMs and calendars. If yours isn't among them, we'll go through the options in the consultation.",
        },
        {
          question: "Will our leads feel they are talking to a robot?",
          answer:
            "No. Messages are written in your tone of voice and adapt to each lead's answers. You approve the message templates and rules before launch.",
        },
        {
          question: "Where is lead data stored?",
          answer:
            "The solution is GDPR compliant and the data is stored in the EU. Lead data goes into your own CRM and is used only for your sales process.",
        },
      ],
    },
  },
  fi: {
    schema: { name: "Liidien kvalifiointi ja automaatio tekoälyllä", serviceType: "Liidien kvalifiointi ja myynnin automaatio" },
    hero: {
      eyebrow: "Liidien kvalifiointi tekoälyllä",
      title: "Vastaa jokaiseen liidiin alle minuutissa, ja tapaamiset varautuvat itsestään",
      subtitle:
        "Tekoälymme ottaa yhteyttä uuteen liidiin heti sen saavuttua, esittää oikeat kvalifiointikysymykset, pisteyttää liidin ja varaa tapaamisen niiden kanssa, joihin aikasi kannattaa käyttää. Rakennamme ratkaisun myyntiprosessisi ympärille ja saamme sen käyntiin 1–3 viikossa.",
      secondaryCta: "Katso, miten se toimii",
      stats: [
        { value: "alle 1 min", label: "ensivastaus jokaiseen liidiin" },
        { value: "95 %", label: "kvalifiointiaste" },
        { value: "+40 %", label: "konversio" },
      ],
    },
    features: {
      title: "Nopein myyjäsi, töissä ympäri vuorokauden",
      intro: "Ensivastauksesta varattuun tapaamiseen jokainen vaihe etenee teidän sääntöjenne mukaan ja kirjautuu CRM-järjestelmäänne.",
      items: [
        {
          title: "Välitön ensikontakti",
          text: "Jokainen uusi liidi saa henkilökohtaisen vastauksen alle minuutissa sähköpostilla tai chatissa, kun kiinnostus on suurimmillaan.",
        },
        {
          title: "Älykäs kvalifiointi",
          text: "Tekoäly esittää kvalifiointikysymyksenne luontevassa keskustelussa: tarve, budjetti, aikataulu ja päätöksentekijä.",
        },
        {
          title: "Liidien pisteytys",
          text: "Jokainen liidi pisteytetään ihanneasiakasprofiilinne perusteella, joten myynti tietää, kenelle soittaa ensin.",
        },
        {
          title: "Automaattinen ajanvaraus",
          text: "Kvalifioitu liidi varaa tapaamisen suoraan oikean myyjän kalenteriin.",
        },
        {
          title: "Seuranta, joka ei unohdu",
          text: "Vastaamatta jättäneet liidit saavat kohteliaat ja hyvin ajoitetut muistutukset, kunnes he vastaavat tai kieltäytyvät.",
        },
        {
          title: "CRM-synkronointi",
          text: "Yhteystiedot, vastaukset ja muistiinpanot tallentuvat CRM-järjestelmäänne automaattisesti. Valmiita integraatioita on yli 100.",
        },
        {
          title: "Kaikki kanavat samaan virtaan",
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
          stat: "+40 %",
          title: "Enemmän kauppoja samoista liideistä",
          text: "Kun vastaat ensimmäisenä ja seuraat liidejä johdonmukaisesti, konversio voi nousta jopa 40 %.",
        },
        {
          stat: "15–20 h",
          title: "Tunteja takaisin myyntityöhön",
          text: "Tiimisi lakkaa jahtaamasta kylmiä liidejä ja saa viikossa 15–20 tuntia lisää aikaa keskusteluihin, jotka johtavat kauppaan.",
        },
        {
          stat: "3–6 kk",
          title: "Maksaa itsensä nopeasti takaisin",
          text: "Kun tapaamisia tulee enemmän ja käsityötä on vähemmän, ratkaisu maksaa itsensä tyypillisesti takaisin 3–6 kuukaudessa.",
        },
      ],
    },
    process: {
      title: "Näin rakennamme liidiautomaatiosi",
      intro: "Selkeä polku ensimmäisestä keskustelusta toimivaan järjestelmään, yleensä 1–3 viikossa.",
      steps: [
        {
          title: "Kartoituskeskustelu",
          text: "Maksuttomassa 30 minuutin keskustelussa käymme läpi liidinne, myyntiprosessinne ja työkalunne ja etsimme kohdat, joissa automaatiosta on eniten hyötyä.",
        },
        {
          title: "Suunnittelu",
          text: "Määrittelemme kvalifiointikriteerit, viestit ja varaussäännöt ja sovimme yksityiskohdista kanssanne.",
        },
        {
          title: "Rakentaminen ja testaus",
          text: "Rakennamme automaation, kytkemme sen CRM:ään ja kalenteriin ja testaamme sen todellisilla tilanteilla ennen käyttöönottoa.",
        },
        {
          title: "Käyttöönotto ja kehittäminen",
          text: "Käyttöönoton jälkeen seuraamme tuloksia kanssanne ja hiomme kysymyksiä, viestejä ja pisteytystä jatkuvasti.",
        },
      ],
    },
    pricing: {
      title: "Yksi paketti, rakennettu teille",
      intro:
        "Jokainen myyntiprosessi on erilainen, joten liidiautomaatio räätälöidään teidän prosessinne mukaan. Saat kiinteän tarjouksen maksuttoman konsultaation jälkeen, ilman sitoumuksia.",
      packages: [
        {
          name: "Räätälöity liidiautomaatio",
          description: "Suunniteltu liidienne, kvalifiointikriteerienne ja jo käyttämienne työkalujen mukaan.",
          includes: [
            "Välitön ensivastaus jokaiseen liidiin",
            "Kvalifiointikysymykset ja liidien pisteytys",
            "Automaattinen tapaamisten varaus",
            "CRM- ja kalenteri-integraatiot",
            "Käytössä 1–3 viikossa",
            "Jatkuva hienosäätö ja raportointi",
          ],
          cta: "Varaa konsultaatio",
        },
      ],
    },
    cta: {
      title: "Älä menetä liidejä hitaiden vastausten takia",
      text: "Varaa maksuton 30 minuutin keskustelu, niin näytämme, miten liideihisi voidaan vastata, ne kvalifioida ja tapaamiset varata automaattisesti.",
      button: "Varaa maksuton keskustelu",
    },
    faq: {
      title: "Usein kysyttyä",
      items: [
        {
          question: "Paljonko liidiautomaatio maksaa?",
          answer:
            "Hinta riippuu liidimääristä, kanavista ja integraatioista. Maksuttoman konsultaation jälkeen saat kiinteän tarjouksen, ja ratkaisu maksaa itsensä tyypillisesti takaisin 3–6 kuukaudessa.",
        },
        {
          question: "Kuinka nopeasti ratkaisu saadaan käyttöön?",
          answer:
            "Yleensä 1–3 viikossa kartoituskeskustelusta. Aikataulu riippuu siitä, kuinka monta kanavaa ja järjestelmää kytketään.",
        },
        {
          question: "Minkä CRM-järjestelmien kanssa ratkaisu toimii?",
          answer:
            "Valmiita integraatioita on yli 100, ja ne kattavat yleisimmät CRM-järjestelmät ja kalenterit. Jos teidän järjestelmänne ei ole joukossa, käymme vaihtoehdot läpi konsultaatiossa.",
        },
        {
          question: "Tuntuuko liideistämme, että he puhuvat robotille?",
          answer:
            "Ei. Viestit kirjoitetaan brändinne äänellä, ja ne mukautuvat liidin vastauksiin. Hyväksytte viestipohjat ja säännöt ennen käyttöönottoa.",
        },
        {
          question: "Missä liidien tietoja säilytetään?",
          answer:
            "Ratkaisu on GDPR:n mukainen, ja tiedot säilytetään EU:ssa. Liiditiedot tallentuvat omaan CRM-järjestelmäänne, ja niitä käytetään vain myyntiprosessinne tarpeisiin.",
        },
      ],
    },
  },
});
