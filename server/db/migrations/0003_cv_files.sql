ALTER TABLE "job_applications" ALTER COLUMN "cv" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "cv_file" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_cv_check" CHECK ((cv IS NULL) <> (cv_file IS NULL));