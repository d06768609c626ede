CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"body_html" text NOT NULL,
	"cover_image" text,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"team_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"match_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"league_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"author" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"auto_key" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "news_articles_slug_idx" ON "news_articles" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "news_articles_auto_key_idx" ON "news_articles" USING btree ("auto_key");--> statement-breakpoint
CREATE INDEX "news_articles_published_idx" ON "news_articles" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "news_articles_team_ids_idx" ON "news_articles" USING gin ("team_ids");