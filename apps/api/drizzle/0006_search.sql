-- Search (GET /search/): full-text search in Romanian and Russian with accents ignored, and trigram
-- similarity of titles for typos, over the tables' own translated columns: each searched table gets a
-- generated tsvector per language (computed by PostgreSQL on every write, never written by the API) with a
-- GIN index, and a trigram index on its title. The expressions are those of src/modules/search/documents.ts.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could be changed); with the dictionary named, it is as immutable
-- as an index needs. Schema-qualified, because maintenance (ANALYZE, REINDEX) runs with a bare search_path.
CREATE FUNCTION search_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- The stemmers of each language with unaccent in front: 'fereastra' and 'fereastră' have one lexeme.
CREATE TEXT SEARCH CONFIGURATION vitrina_ro (COPY = romanian);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION vitrina_ro
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, romanian_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION vitrina_ru (COPY = russian);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION vitrina_ru
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, russian_stem;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_ro" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('vitrina_ro'::regconfig, coalesce("title" ->> 'ro', '')), 'A') || setweight(to_tsvector('vitrina_ro'::regconfig, coalesce("description" ->> 'ro', '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "categories_search_ro_idx" ON "categories" USING gin ("search_ro");
--> statement-breakpoint
CREATE INDEX "categories_trigram_ro_idx" ON "categories" USING gin (search_unaccent(coalesce("title" ->> 'ro', '')) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_ru" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('vitrina_ru'::regconfig, coalesce("title" ->> 'ru', '')), 'A') || setweight(to_tsvector('vitrina_ru'::regconfig, coalesce("description" ->> 'ru', '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "categories_search_ru_idx" ON "categories" USING gin ("search_ru");
--> statement-breakpoint
CREATE INDEX "categories_trigram_ru_idx" ON "categories" USING gin (search_unaccent(coalesce("title" ->> 'ru', '')) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_ro" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('vitrina_ro'::regconfig, coalesce("title" ->> 'ro', '')), 'A') || setweight(to_tsvector('vitrina_ro'::regconfig, coalesce("description" ->> 'ro', '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_ro_idx" ON "products" USING gin ("search_ro");
--> statement-breakpoint
CREATE INDEX "products_trigram_ro_idx" ON "products" USING gin (search_unaccent(coalesce("title" ->> 'ro', '')) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_ru" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('vitrina_ru'::regconfig, coalesce("title" ->> 'ru', '')), 'A') || setweight(to_tsvector('vitrina_ru'::regconfig, coalesce("description" ->> 'ru', '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_ru_idx" ON "products" USING gin ("search_ru");
--> statement-breakpoint
CREATE INDEX "products_trigram_ru_idx" ON "products" USING gin (search_unaccent(coalesce("title" ->> 'ru', '')) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "search_ro" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('vitrina_ro'::regconfig, coalesce("title" ->> 'ro', '')), 'A') || setweight(to_tsvector('vitrina_ro'::regconfig, coalesce("description" ->> 'ro', '')) || to_tsvector('vitrina_ro'::regconfig, (jsonb_path_query_array(coalesce("body" -> 'ro', '[]'), '$[*].text') || jsonb_path_query_array(coalesce("body" -> 'ro', '[]'), '$[*].items[*]'))), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "promos_search_ro_idx" ON "promos" USING gin ("search_ro");
--> statement-breakpoint
CREATE INDEX "promos_trigram_ro_idx" ON "promos" USING gin (search_unaccent(coalesce("title" ->> 'ro', '')) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "search_ru" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('vitrina_ru'::regconfig, coalesce("title" ->> 'ru', '')), 'A') || setweight(to_tsvector('vitrina_ru'::regconfig, coalesce("description" ->> 'ru', '')) || to_tsvector('vitrina_ru'::regconfig, (jsonb_path_query_array(coalesce("body" -> 'ru', '[]'), '$[*].text') || jsonb_path_query_array(coalesce("body" -> 'ru', '[]'), '$[*].items[*]'))), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "promos_search_ru_idx" ON "promos" USING gin ("search_ru");
--> statement-breakpoint
CREATE INDEX "promos_trigram_ru_idx" ON "promos" USING gin (search_unaccent(coalesce("title" ->> 'ru', '')) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_ro" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('vitrina_ro'::regconfig, coalesce("title" ->> 'ro', '')), 'A') || setweight(to_tsvector('vitrina_ro'::regconfig, coalesce("excerpt" ->> 'ro', '')) || to_tsvector('vitrina_ro'::regconfig, (jsonb_path_query_array(coalesce("body" -> 'ro', '[]'), '$[*].text') || jsonb_path_query_array(coalesce("body" -> 'ro', '[]'), '$[*].items[*]'))), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "articles_search_ro_idx" ON "articles" USING gin ("search_ro");
--> statement-breakpoint
CREATE INDEX "articles_trigram_ro_idx" ON "articles" USING gin (search_unaccent(coalesce("title" ->> 'ro', '')) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_ru" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('vitrina_ru'::regconfig, coalesce("title" ->> 'ru', '')), 'A') || setweight(to_tsvector('vitrina_ru'::regconfig, coalesce("excerpt" ->> 'ru', '')) || to_tsvector('vitrina_ru'::regconfig, (jsonb_path_query_array(coalesce("body" -> 'ru', '[]'), '$[*].text') || jsonb_path_query_array(coalesce("body" -> 'ru', '[]'), '$[*].items[*]'))), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "articles_search_ru_idx" ON "articles" USING gin ("search_ru");
--> statement-breakpoint
CREATE INDEX "articles_trigram_ru_idx" ON "articles" USING gin (search_unaccent(coalesce("title" ->> 'ru', '')) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "info_pages" ADD COLUMN "search_ro" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('vitrina_ro'::regconfig, coalesce("title" ->> 'ro', '')), 'A') || setweight(to_tsvector('vitrina_ro'::regconfig, coalesce("body" ->> 'ro', '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "info_pages_search_ro_idx" ON "info_pages" USING gin ("search_ro");
--> statement-breakpoint
CREATE INDEX "info_pages_trigram_ro_idx" ON "info_pages" USING gin (search_unaccent(coalesce("title" ->> 'ro', '')) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "info_pages" ADD COLUMN "search_ru" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('vitrina_ru'::regconfig, coalesce("title" ->> 'ru', '')), 'A') || setweight(to_tsvector('vitrina_ru'::regconfig, coalesce("body" ->> 'ru', '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "info_pages_search_ru_idx" ON "info_pages" USING gin ("search_ru");
--> statement-breakpoint
CREATE INDEX "info_pages_trigram_ru_idx" ON "info_pages" USING gin (search_unaccent(coalesce("title" ->> 'ru', '')) gin_trgm_ops);
