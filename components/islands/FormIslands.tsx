import { ApplyForm } from "@/components/forms/ApplyForm";
import { ContactForm } from "@/components/forms/ContactForm";
import { NewsletterForm } from "@/components/forms/NewsletterForm";
import { TokenForm } from "@/components/forms/TokenForm";
import { island } from "./IslandReady";

/** The forms as islands (docs/decisions/061-astro-islands.md), each posting to its own page; `answer` is the server's answer to a post made without JavaScript. */
export const NewsletterIsland = island(NewsletterForm);
export const ContactIsland = island(ContactForm);
export const ApplyIsland = island(ApplyForm);
export const TokenIsland = island(TokenForm);
