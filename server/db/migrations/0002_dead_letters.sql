ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_status_check";--> statement-breakpoint
DROP INDEX "mail_outbox_due";--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("next_attempt_at") WHERE status IN ('pending', 'sending');--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK (status IN ('pending', 'sending', 'sent', 'dead'));