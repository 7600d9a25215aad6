CREATE TABLE "req_number_counters" (
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "req_number_counters_prefix_year_pk" PRIMARY KEY("prefix","year")
);
--> statement-breakpoint
ALTER TABLE "req_number_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "req_number_counters" ("prefix", "year", "last_sequence")
SELECT split_part("req_number", '-', 1), split_part("req_number", '-', 2)::integer, max(split_part("req_number", '-', 3)::integer)
FROM "jobs"
WHERE "req_number" ~ '^[A-Z]{3}-[0-9]{4}-[0-9]{1,9}$'
GROUP BY 1, 2;
