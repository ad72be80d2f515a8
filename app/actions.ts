"use server";

import { headers } from "next/headers";
import type { ApplicationField } from "@/lib/forms/application-schema";
import type { ContactField } from "@/lib/forms/contact-schema";
import type { FormState, TokenState } from "@/lib/forms/state";
import { handleApplication } from "@/server/forms/handle-application";
import { handleContact } from "@/server/forms/handle-contact";
import { handleNewsletter } from "@/server/forms/handle-newsletter";
import { handleTokenAction } from "@/server/forms/handle-token";
import { requestInfo } from "@/server/forms/request";

// Server Actions: the forms post here with or without JavaScript (useActionState). Each is a
// thin shell around a handler that the integration tests call directly. The pages hand them to
// the form components as props, so that components never import server code.

export async function applyAction(prev: FormState<ApplicationField | "position">, form: FormData) {
  return handleApplication(prev, form, requestInfo(await headers()));
}

export async function contactAction(prev: FormState<ContactField>, form: FormData) {
  return handleContact(prev, form, requestInfo(await headers()));
}

export async function newsletterAction(prev: FormState<"email">, form: FormData) {
  return handleNewsletter(prev, form, requestInfo(await headers()));
}

export async function confirmNewsletterAction(prev: TokenState, form: FormData) {
  return handleTokenAction("confirm", prev, form, requestInfo(await headers()));
}

export async function unsubscribeNewsletterAction(prev: TokenState, form: FormData) {
  return handleTokenAction("unsubscribe", prev, form, requestInfo(await headers()));
}
