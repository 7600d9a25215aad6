CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_type" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_notes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consent_id" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"analytics" boolean NOT NULL,
	"marketing" boolean NOT NULL,
	"mode" text NOT NULL,
	"gpc" boolean NOT NULL,
	"policy_version" text NOT NULL,
	"browser_family" text
);
--> statement-breakpoint
ALTER TABLE "consent_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "employment_type" text DEFAULT 'FULL_TIME' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "valid_through" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "remote" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing jobs: the page address is the title and requisition number; the closing date is 60 days
-- after posting; a job whose location says "remote" is remote.
UPDATE "jobs" SET
  "slug" = trim(both '-' from lower(regexp_replace("title" || '-' || "req_number", '[^a-zA-Z0-9]+', '-', 'g'))),
  "valid_through" = "date_posted" + 60,
  "remote" = "location" ~* 'remote';--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "valid_through" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "custom_solution_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_solution_requests" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_solution_requests" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "partner_inquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_inquiries" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_inquiries" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "tracking_pixels" ADD COLUMN "category" text DEFAULT 'marketing' NOT NULL;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_type","lead_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_records_decided_at_idx" ON "consent_records" USING btree ("decided_at");--> statement-breakpoint
CREATE INDEX "consent_records_consent_id_idx" ON "consent_records" USING btree ("consent_id");--> statement-breakpoint
CREATE INDEX "contact_requests_status_created_at_idx" ON "contact_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "custom_solution_requests_status_created_at_idx" ON "custom_solution_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_status_created_at_idx" ON "job_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "partner_inquiries_status_created_at_idx" ON "partner_inquiries" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_slug_unique" UNIQUE("slug");