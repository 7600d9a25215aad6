CREATE TABLE "cache_tag_revisions" (
	"tag" text PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cache_tag_revisions" ENABLE ROW LEVEL SECURITY;