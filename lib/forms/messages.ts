/** Keys of the visitor-facing validation and failure messages; the texts are in content/forms.ts. */
export const messageKeys = [
  "nameRequired",
  "emailRequired",
  "phoneRequired",
  "coverLetterRequired",
  "cvRequired",
  "emailInvalid",
  "cvType",
  "cvTooLarge",
  "firstNameRequired",
  "lastNameRequired",
  "subjectRequired",
  "messageRequired",
  "tooLong",
  "rateLimited",
  "failed",
  "controlCharacters",
  "notAccepted",
  "positionClosed",
] as const;

export type MessageKey = (typeof messageKeys)[number];
