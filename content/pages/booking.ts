import { formatterFor } from "@/lib/format";
import { bilingual } from "@/lib/i18n";
import { claims as c } from "../claims";
import { terms } from "../glossary";
import { hyphenate } from "../hyphenation";
import { phoneHours } from "../ui";

const en = formatterFor("en");
const fi = formatterFor("fi");
const call = { en: terms.en.discoveryCall.base, fi: terms.fi.discoveryCall.base };

/** Copy of the booking page. */
export const bookingCopy = bilingual({
  en: {
    title: `Book a free ${call.en}`,
    subtitle: `Pick a time that suits you. In ${en.quantity(c.discoveryCallMinutes, "minutes")}, we find out where your business loses time and which AI solution to start with. It is free, with no obligation.`,
    stepsTitle: "What happens on the call",
    steps: [
      { title: "You tell us about your business", text: "How customers reach you today, and where calls, messages or leads slip through." },
      { title: "We show what AI can take over", text: "Concrete examples for your business, from customer service to marketing." },
      { title: "You get a clear next step", text: "A suggested solution, its timetable and price. Whether you go ahead is up to you." },
    ],
    widgetLabel: "Booking calendar",
    privacyNote: "The booking calendar is provided by Calendly, a third-party service, and is loaded only on this page.",
    privacyLink: "Read our privacy notice",
    loadingTitle: "Loading the booking calendar…",
    loadingText: "This takes a moment. In the meantime, you can also book a call in any of these ways:",
    noScriptTitle: "The booking calendar needs JavaScript",
    noScriptText: "Without JavaScript, you can still book a call in any of these ways:",
    fallbackTitle: "The booking calendar is not available right now",
    fallbackText: "You can still book a call in any of these ways:",
    fallbackBooking: "Open the booking calendar in a new tab",
    fallbackEmail: "Email",
    fallbackPhone: "Phone",
    phoneHours: phoneHours("en"),
    emailReply: `We reply within ${en.quantity(c.emailReplyHours, "hours")}.`,
  },
  fi: {
    title: hyphenate(`Varaa maksuton ${call.fi}`),
    subtitle: `Valitse sinulle sopiva aika. Selvitämme ${fi.quantity(c.discoveryCallMinutes, "minuutissa")}, missä yrityksesi menettää aikaa ja mistä tekoälyratkaisusta kannattaa aloittaa. Puhelu on maksuton eikä sido sinua mihinkään.`,
    stepsTitle: "Mitä puhelussa tapahtuu",
    steps: [
      { title: "Kerrot yrityksestäsi", text: "Miten asiakkaat tavoittavat sinut nyt ja missä puheluita, viestejä tai liidejä jää käsittelemättä." },
      { title: "Näytämme, mitä tekoäly voi hoitaa", text: "Konkreettisia esimerkkejä juuri sinun yrityksellesi asiakaspalvelusta markkinointiin." },
      { title: "Saat selkeän ehdotuksen", text: "Ehdotamme ratkaisua, aikataulua ja hintaa. Päätät itse, jatketaanko." },
    ],
    widgetLabel: "Ajanvarauskalenteri",
    privacyNote: "Ajanvarauskalenterin tarjoaa kolmannen osapuolen palvelu Calendly, ja se ladataan vain tällä sivulla.",
    privacyLink: "Lue tietosuojaselosteemme",
    loadingTitle: "Ajanvarauskalenteri latautuu…",
    loadingText: "Hetki vain. Sillä välin voit varata puhelun myös näin:",
    noScriptTitle: "Ajanvarauskalenteri tarvitsee JavaScriptiä",
    noScriptText: "Ilman JavaScriptiäkin voit varata puhelun näin:",
    fallbackTitle: "Ajanvarauskalenteri ei ole juuri nyt käytettävissä",
    fallbackText: "Voit varata puhelun myös näin:",
    fallbackBooking: "Avaa ajanvarauskalenteri uudessa välilehdessä",
    fallbackEmail: "Sähköposti",
    fallbackPhone: "Puhelin",
    phoneHours: phoneHours("fi"),
    emailReply: `Vastaamme ${fi.quantity(c.emailReplyHours, "tunnin")} kuluessa.`,
  },
});
