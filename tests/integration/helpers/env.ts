// Imported first by every integration test: the configuration the services read.
process.env.SITE_URL = "https://site.test";
process.env.COMPANY_NAME = "Example AI";
process.env.MAIL_FROM = "no-reply@site.test";
process.env.MAIL_TO_HIRING = "hiring@site.test";
process.env.MAIL_TO_CONTACT = "contact@site.test";
process.env.FORM_RATE_LIMIT = "1000";
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;

export {};
