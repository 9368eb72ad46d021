-- Extensions used by the search indexes of 0001_initial (both are trusted extensions: the database owner
-- can create them without superuser rights). pg_trgm: partial-match (ILIKE '%x%') indexes; btree_gin:
-- lets a GIN index lead with company_id.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
