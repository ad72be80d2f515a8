import { bilingual } from "@/lib/i18n";
import type { Screen } from "@/lib/routes";

type PageMeta = { title: string; description: string; keywords: string[] };

/** Title, description and keywords of every screen, in both languages. */
export const pageMeta = bilingual<Record<Screen, PageMeta>>({
  en: {
    home: {
      title: "AI solutions that turn friction into flow",
      description:
        "AI chat assistants, AI phone receptionists, AI SEO and lead automation for small and mid-size businesses. Book a free 30-minute discovery call.",
      keywords: ["AI solutions", "AI for small business", "AI chat assistant", "AI phone receptionist", "AI SEO", "lead automation"],
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
      title: "Book a free discovery call",
      description: "Book a free 30-minute discovery call and find out where AI would save your business the most time.",
      keywords: ["book a call", "free consultation", "AI discovery call"],
    },
    privacy: {
      title: "Privacy notice",
      description: "How we collect, use and protect personal data, how long we keep it and how to use your rights under the GDPR.",
      keywords: ["privacy notice", "GDPR", "data protection"],
    },
    chatAssistant: {
      title: "AI chat assistant for your website",
      description: "An AI chat assistant that answers customers 24/7, qualifies leads and books meetings. Live in 1-2 days, 30-day free trial.",
      keywords: ["AI chat assistant", "website chatbot", "customer service AI", "AI chatbot for business"],
    },
    phoneReceptionist: {
      title: "AI phone receptionist",
      description: "An AI receptionist that answers every call 24/7, books appointments and forwards urgent calls. 30-day free trial.",
      keywords: ["AI phone receptionist", "AI voice agent", "virtual receptionist", "call answering AI"],
    },
    aiSeo: {
      title: "AI-powered SEO and automatic blog production",
      description: "Keyword research, optimisation and blog posts written and published automatically. Grow organic traffic month after month.",
      keywords: ["AI SEO", "automatic blog", "search engine optimisation", "content marketing AI"],
    },
    leadQualifier: {
      title: "AI lead qualification and automation",
      description: "Reply to every lead in under a minute, qualify it and book the meeting automatically. A solution built around your sales process.",
      keywords: ["lead qualification", "lead automation", "AI sales", "sales automation"],
    },
  },
  fi: {
    home: {
      title: "Tekoälyratkaisut, jotka tekevät kitkasta sujuvuutta",
      description:
        "Tekoälyratkaisut, jotka tekevät kitkasta sujuvuutta: AI-chat-assistentit, AI-puhelinvastaajat, tekoäly-SEO ja liidien automaatio pk-yrityksille. Varaa maksuton 30 minuutin keskustelu.",
      keywords: ["tekoälyratkaisut", "tekoäly pk-yrityksille", "AI-chat-assistentti", "AI-puhelinvastaaja", "tekoäly-SEO", "liidien automaatio"],
    },
    about: {
      title: "Tietoa meistä",
      description: "Helsinkiläinen yritys, joka rakentaa käytännöllistä tekoälyä pienille ja keskisuurille yrityksille: mitä teemme, missiomme ja suuntamme.",
      keywords: ["tekoälyyritys Helsinki", "tietoa meistä", "tekoälykonsultointi"],
    },
    jobs: {
      title: "Työpaikat",
      description: "Avoimet työpaikat myynnissä ja asiakkuuksissa. Auta pk-yrityksiä ottamaan tekoäly käyttöön Helsingissä tai etänä.",
      keywords: ["työpaikat", "rekrytointi", "myyntityö", "asiakkuustyö Helsinki"],
    },
    apply: {
      title: "Hae työpaikkaa",
      description: "Lähetä hakemuksesi ja CV:si avoimeen tehtävään. Luemme jokaisen hakemuksen ja vastaamme jokaiselle hakijalle.",
      keywords: ["työhakemus", "hae työpaikkaa", "rekrytointi"],
    },
    bookCall: {
      title: "Varaa maksuton kartoituspuhelu",
      description: "Varaa maksuton 30 minuutin keskustelu ja selvitä, missä tekoäly säästäisi yrityksesi aikaa eniten.",
      keywords: ["varaa aika", "maksuton konsultaatio", "tekoälykartoitus"],
    },
    privacy: {
      title: "Tietosuojaseloste",
      description: "Miten keräämme, käytämme ja suojaamme henkilötietoja, kuinka kauan säilytämme niitä ja miten käytät oikeuksiasi.",
      keywords: ["tietosuojaseloste", "GDPR", "tietosuoja"],
    },
    chatAssistant: {
      title: "AI-chat-assistentti verkkosivuillesi",
      description: "AI-chat-assistentti vastaa asiakkaille ympäri vuorokauden, kvalifioi liidit ja varaa tapaamiset. Käytössä 1-2 päivässä, 30 päivän ilmainen kokeilu.",
      keywords: ["AI-chat-assistentti", "chatbot verkkosivuille", "asiakaspalvelun tekoäly", "tekoälychat yritykselle"],
    },
    phoneReceptionist: {
      title: "AI-puhelinvastaaja",
      description: "Tekoälyvastaaja vastaa jokaiseen puheluun ympäri vuorokauden, varaa ajat ja välittää kiireelliset puhelut. 30 päivän ilmainen kokeilu.",
      keywords: ["AI-puhelinvastaaja", "tekoälyvastaaja", "virtuaalinen vastaanotto", "puheluiden vastaaminen"],
    },
    aiSeo: {
      title: "Tekoäly-SEO ja automaattinen blogituotanto",
      description: "Avainsanatutkimus, optimointi sekä automaattisesti kirjoitetut ja julkaistut blogiartikkelit. Kasvata orgaanista liikennettä kuukausi kuukaudelta.",
      keywords: ["tekoäly-SEO", "automaattinen blogi", "hakukoneoptimointi", "sisältömarkkinointi tekoälyllä"],
    },
    leadQualifier: {
      title: "Liidien kvalifiointi ja automaatio tekoälyllä",
      description: "Vastaa jokaiseen liidiin alle minuutissa, kvalifioi se ja varaa tapaaminen automaattisesti. Ratkaisu rakennetaan myyntiprosessisi ympärille.",
      keywords: ["liidien kvalifiointi", "liidien automaatio", "myynnin tekoäly", "myynnin automaatio"],
    },
  },
});
