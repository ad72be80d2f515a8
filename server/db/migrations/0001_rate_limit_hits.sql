CREATE TABLE "rate_limit_hits" (
	"bucket" text NOT NULL,
	"hit_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_bucket" ON "rate_limit_hits" USING btree ("bucket","hit_at");