CREATE TABLE "live_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"changes" jsonb NOT NULL,
	"previous_statuses" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
