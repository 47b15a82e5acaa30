CREATE TABLE "cancelled_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_videos" ADD COLUMN "upload_key" text;--> statement-breakpoint
ALTER TABLE "training_videos" ADD CONSTRAINT "training_videos_uploadKey_unique" UNIQUE("upload_key");