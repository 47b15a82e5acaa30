-- Practice file bytes move to the media store (issue 29): new rows keep only storage_name; rows that still
-- hold content are moved out at start by lib/practice/files/legacy-move.ts, which then empties content.
ALTER TABLE "practice_files" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_files" ADD COLUMN "storage_name" text;