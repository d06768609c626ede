CREATE TABLE "match_team_statistics" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"kind" text NOT NULL,
	"home" double precision,
	"away" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_team_statistics" ADD CONSTRAINT "match_team_statistics_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_team_statistics_unique" ON "match_team_statistics" USING btree ("match_id","kind");