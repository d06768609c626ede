CREATE TABLE "sign_in_addresses" (
	"user_id" integer NOT NULL,
	"ip" text NOT NULL,
	"last_signed_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_addresses_user_id_ip_pk" PRIMARY KEY("user_id","ip")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_addresses" ADD CONSTRAINT "sign_in_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_addresses_last_idx" ON "sign_in_addresses" USING btree ("last_signed_in_at");--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "advanced_stats";--> statement-breakpoint
-- Issue 23 point 9: "advanced statistics" gated nothing (statistics are public, spec §1): the Pro
-- plans stop selling it; the free plan's line says what everyone gets.
UPDATE "plans" SET "features" = "features" - 'Estatísticas avançadas com gráficos de times e ligas';--> statement-breakpoint
UPDATE "plans" SET "features" = (
  SELECT jsonb_agg(
    CASE WHEN "item" = to_jsonb('Classificação e estatísticas básicas'::text)
      THEN to_jsonb('Classificação, estatísticas e gráficos de times e ligas'::text) ELSE "item" END
    ORDER BY "position")
  FROM jsonb_array_elements("features") WITH ORDINALITY AS "list"("item", "position")
) WHERE "features" ? 'Classificação e estatísticas básicas';
