CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_schedule" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_schedule" ADD CONSTRAINT "course_schedule_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status");--> statement-breakpoint
-- Existing batches named their course in free text: each is tied to the catalogue course of that name, letter case and
-- outer spaces aside, or with a qualifier in brackets after it ('Automation Testing (Selenium with Java)'); the longest
-- matching name wins. A name matching no course leaves the batch unlinked until the admin edits it
-- (lib/schedule/catalogue-match.ts applies the same rule to seeded and imported rows).
UPDATE "course_schedule" AS cs SET "course_id" = m."course_id"
FROM (
  SELECT DISTINCT ON (s."id") s."id", c."id" AS "course_id"
  FROM "course_schedule" s
  JOIN "courses" c
    ON lower(trim(s."project_name")) = lower(trim(c."name"))
    OR lower(trim(s."project_name")) LIKE lower(trim(c."name")) || ' (%'
  ORDER BY s."id", length(c."name") DESC, c."id"
) AS m
WHERE cs."id" = m."id";
