/**
 * How long personal data is kept: the one source of the privacy notice and the trust page
 * (content/pages/privacy.ts) and of the purge that enforces them (server/retention.ts).
 */
export const retentionPeriods = {
  /** Customer and project data, after the customer relationship ends. */
  customerYears: 2,
  /** Accounting records, as the Accounting Act requires. */
  accountingYears: 10,
  /** A job application and its CV. */
  applicationMonths: 6,
  /** A newsletter sign-up never confirmed. */
  unconfirmedSignUpDays: 30,
  /** A message sent through the contact form. */
  contactMessageYears: 2,
  /** A mail in the outbox (a copy of what a visitor sent): sent, unsent or dead. */
  mailDays: 30,
} as const;
