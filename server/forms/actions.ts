"use server";

import { headers } from "next/headers";
import type { ApplicationField } from "@/lib/forms/application";
import type { ContactField } from "@/lib/forms/contact";
import type { FormState } from "@/lib/forms/state";
import { handleApplication } from "./handle-application";
import { handleContact } from "./handle-contact";
import { handleNewsletter } from "./handle-newsletter";
import { handleTokenAction, type TokenState } from "./handle-token";
import { requestInfo } from "./request";

// Server Actions: the forms post here with or without JavaScript (useActionState).
// Each is a thin shell around a handler that the integration tests call directly.

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
