-- A book's words row is read by every group search for each book of the group (modules/search/
-- full-text-search-query.ts), and rows average 3.8 KB: past PostgreSQL's 2 KB threshold they went to the
-- TOAST table (tsvectors do not compress), and reading one cost a lookup in the TOAST index and two
-- chunks. Kept in the row's own page when it fits (storage MAIN, up to a whole page): the words check of
-- a group of 1,000 books 28-38 -> 13-16 ms (docs/decisions.md, 2026-11-27). Rows too big for a page stay
-- in the TOAST table. The rows already written are rewritten once so that they move back.
ALTER TABLE "content_words" ALTER COLUMN "words" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "content_words" SET (toast_tuple_target = 8160);--> statement-breakpoint
UPDATE "content_words" SET "words" = "words" || ''::tsvector;
