CREATE TABLE "bonus_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"terms" text NOT NULL,
	"cta_url" text NOT NULL,
	"cta_label" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_offers_cta_url_check" CHECK ("bonus_offers"."cta_url" LIKE 'https://%')
);
--> statement-breakpoint
CREATE TABLE "update_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"highlights" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "update_entries_version_unique" UNIQUE("version")
);
--> statement-breakpoint
CREATE INDEX "bonus_offers_expires_at_idx" ON "bonus_offers" USING btree ("expires_at");