CREATE TABLE "practice_probe_rejections" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"exercise" text NOT NULL,
	"slot" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_defect_evidence" ADD COLUMN "via" text DEFAULT 'server' NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_probe_rejections" ADD CONSTRAINT "practice_probe_rejections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_probe_rejections_user_idx" ON "practice_probe_rejections" USING btree ("user_id","at");--> statement-breakpoint
-- Evidence stored before this migration for a defect only the page could tell was page-seen (the old fixed codes).
UPDATE "practice_defect_evidence" SET "via" = 'page' WHERE "defect_id" IN ('GRO-01','GRO-02','GRO-03','GRO-04','GRO-07','RES-01','RES-02','RES-05','RES-06','RES-08','MOU-04','MOU-05','MOU-06','MOU-07','WEB-01','WEB-02','WEB-03','WEB-04','WEB-07','WEB-08','FRA-01','FRA-02','FRA-04','FRA-05','FRA-06','FRA-07','FRA-08');
