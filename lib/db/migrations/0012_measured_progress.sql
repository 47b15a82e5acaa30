ALTER TABLE "training_videos" ADD COLUMN "duration_seconds" double precision;--> statement-breakpoint
ALTER TABLE "training_videos" ADD COLUMN "duration_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_progress" ADD COLUMN "clock_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_progress" ADD COLUMN "credit_budget" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "evidence" jsonb;