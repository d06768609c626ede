-- Accent- and typo-tolerant search (spec: "sao paulo" finds São Paulo).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
