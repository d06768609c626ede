-- Generated articles an admin deleted (issue 13): their auto key stays here so the report writers
-- (live feed, settler, start-up backfill) never write them again.
CREATE TABLE "news_deleted_auto_keys" (
	"auto_key" text PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
