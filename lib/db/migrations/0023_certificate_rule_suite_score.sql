ALTER TABLE "certificate_rules" ADD COLUMN "suite_percent" integer;--> statement-breakpoint
ALTER TABLE "certificate_rules" ADD COLUMN "suite_exercises" integer;