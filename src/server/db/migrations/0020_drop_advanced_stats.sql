-- Issue 23 point 9: "advanced statistics" gated nothing (statistics are public, spec §1): the
-- entitlement goes, and the Pro plans stop selling it; the free plan's line says what everyone gets.
ALTER TABLE "plans" DROP COLUMN "advanced_stats";--> statement-breakpoint
UPDATE "plans" SET "features" = "features" - 'Estatísticas avançadas com gráficos de times e ligas';--> statement-breakpoint
UPDATE "plans" SET "features" = (
  SELECT jsonb_agg(
    CASE WHEN "item" = to_jsonb('Classificação e estatísticas básicas'::text)
      THEN to_jsonb('Classificação, estatísticas e gráficos de times e ligas'::text) ELSE "item" END
    ORDER BY "position")
  FROM jsonb_array_elements("features") WITH ORDINALITY AS "list"("item", "position")
) WHERE "features" ? 'Classificação e estatísticas básicas';
