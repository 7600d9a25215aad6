-- Trigram indexes for the leads inbox's text search (ILIKE '%…%' over the columns each form's
-- definition lists for search, joined by spaces: the expression lib/admin/lead-filters.ts builds,
-- which must stay identical for PostgreSQL to use them). pg_trgm ships with PostgreSQL but not
-- with PGlite, and creating an extension can be refused to the site's database role: then the
-- search scans the tables, as before, and the site still starts.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%): lead search runs without trigram indexes', SQLERRM;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE $sql$CREATE INDEX IF NOT EXISTS "contact_requests_search_trgm_idx" ON "contact_requests"
      USING gin (("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone" || ' ' || "company" || ' ' || "message") gin_trgm_ops)$sql$;
    EXECUTE $sql$CREATE INDEX IF NOT EXISTS "partner_inquiries_search_trgm_idx" ON "partner_inquiries"
      USING gin (("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone" || ' ' || "company" || ' ' || "website" || ' ' || "message") gin_trgm_ops)$sql$;
    EXECUTE $sql$CREATE INDEX IF NOT EXISTS "job_applications_search_trgm_idx" ON "job_applications"
      USING gin (("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone" || ' ' || "job_title" || ' ' || "message") gin_trgm_ops)$sql$;
    EXECUTE $sql$CREATE INDEX IF NOT EXISTS "custom_solution_requests_search_trgm_idx" ON "custom_solution_requests"
      USING gin (("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone" || ' ' || "company" || ' ' || "message") gin_trgm_ops)$sql$;
  END IF;
END $$;
