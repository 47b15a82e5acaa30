ALTER TABLE "practice_settings" ADD COLUMN "defects_pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_settings" ADD COLUMN "pinned_defect" text;