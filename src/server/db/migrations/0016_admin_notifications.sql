CREATE TABLE "notification_broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"action_url" text,
	"audience_kind" text NOT NULL,
	"audience_value" text,
	"audience_label" text NOT NULL,
	"status" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_by" integer,
	"recipients" integer DEFAULT 0 NOT NULL,
	"socket_delivered" integer DEFAULT 0 NOT NULL,
	"push_queued" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_broadcasts_status_check" CHECK ("notification_broadcasts"."status" IN ('scheduled', 'sending', 'sent', 'canceled')),
	CONSTRAINT "notification_broadcasts_audience_check" CHECK ("notification_broadcasts"."audience_kind" IN ('everyone', 'plan', 'team', 'user'))
);
--> statement-breakpoint
CREATE TABLE "push_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"broadcast_id" integer,
	"outcome" text NOT NULL,
	"status_code" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_deliveries_outcome_check" CHECK ("push_deliveries"."outcome" IN ('sent', 'retry', 'gone', 'dropped'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "broadcast_id" integer;--> statement-breakpoint
ALTER TABLE "push_queue" ADD COLUMN "broadcast_id" integer;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "last_success_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "last_failure_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD CONSTRAINT "notification_broadcasts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_broadcasts_due_idx" ON "notification_broadcasts" USING btree ("scheduled_at") WHERE "notification_broadcasts"."status" IN ('scheduled', 'sending');--> statement-breakpoint
CREATE INDEX "notification_broadcasts_created_idx" ON "notification_broadcasts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "push_deliveries_created_idx" ON "push_deliveries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "push_deliveries_broadcast_idx" ON "push_deliveries" USING btree ("broadcast_id") WHERE "push_deliveries"."broadcast_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_broadcast_id_notification_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."notification_broadcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_broadcast_idx" ON "notifications" USING btree ("broadcast_id") WHERE "notifications"."broadcast_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");