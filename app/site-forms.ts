import type { SiteForms } from "@/components/layout/Footer";
import { contactAction, newsletterAction } from "./actions";

/** The actions of the forms every page carries in its footer (contact and newsletter). */
export const siteForms: SiteForms = { contact: contactAction, newsletter: newsletterAction };
