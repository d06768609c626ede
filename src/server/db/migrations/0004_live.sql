CREATE TABLE "live_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"side" text NOT NULL,
	"player" text,
	"minute" smallint NOT NULL,
	"offset" smallint,
	"goal_id" integer,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_goals" ADD CONSTRAINT "live_goals_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_goals" ADD CONSTRAINT "live_goals_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_goals_match_seq_idx" ON "live_goals" USING btree ("match_id","seq");