CREATE TABLE "prediction_backtest" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"model_version" text NOT NULL,
	"competition_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"day" text NOT NULL,
	"p_home" double precision NOT NULL,
	"p_draw" double precision NOT NULL,
	"p_away" double precision NOT NULL,
	"elo_home" double precision NOT NULL,
	"elo_draw" double precision NOT NULL,
	"elo_away" double precision NOT NULL,
	"frequency_home" double precision NOT NULL,
	"frequency_draw" double precision NOT NULL,
	"frequency_away" double precision NOT NULL,
	"home_score" smallint NOT NULL,
	"away_score" smallint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prediction_backtest" ADD CONSTRAINT "prediction_backtest_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_backtest" ADD CONSTRAINT "prediction_backtest_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_backtest" ADD CONSTRAINT "prediction_backtest_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prediction_backtest_season_idx" ON "prediction_backtest" USING btree ("season_id");