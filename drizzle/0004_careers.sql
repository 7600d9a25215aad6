CREATE TABLE "retired_job_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retired_job_slugs" ENABLE ROW LEVEL SECURITY;
