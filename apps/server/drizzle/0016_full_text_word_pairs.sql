-- Vectors now also hold each pair of adjacent words (modules/search/full-text-vector.ts `wordPair`), and
-- phrases of words are asked by their pairs: every vector is written again by the worker's backfill
-- (`backfillFullText`, at its start), which takes the rows whose vector is null.
UPDATE "content_pages" SET "search_vector" = NULL WHERE "search_vector" IS NOT NULL;--> statement-breakpoint
UPDATE "contents" SET "search_vector" = NULL WHERE "search_vector" IS NOT NULL;
