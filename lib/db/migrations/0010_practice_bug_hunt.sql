CREATE TABLE "practice_defect_credits" (
	"user_id" text NOT NULL,
	"defect_id" text NOT NULL,
	"exercise" text NOT NULL,
	"report_id" integer NOT NULL,
	"hints_unlocked" integer DEFAULT 0 NOT NULL,
	"credited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_defect_credits_user_id_defect_id_pk" PRIMARY KEY("user_id","defect_id")
);
--> statement-breakpoint
CREATE TABLE "practice_defect_evidence" (
	"user_id" text NOT NULL,
	"defect_id" text NOT NULL,
	"exercise" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_defect_evidence_user_id_defect_id_pk" PRIMARY KEY("user_id","defect_id")
);
--> statement-breakpoint
CREATE TABLE "practice_defect_hints" (
	"user_id" text NOT NULL,
	"defect_id" text NOT NULL,
	"exercise" text NOT NULL,
	"level" integer NOT NULL,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_defect_hints_user_id_defect_id_level_pk" PRIMARY KEY("user_id","defect_id","level")
);
--> statement-breakpoint
CREATE TABLE "practice_defect_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"exercise" text NOT NULL,
	"title" text NOT NULL,
	"steps" text NOT NULL,
	"expected" text NOT NULL,
	"actual" text NOT NULL,
	"severity" text NOT NULL,
	"area" text NOT NULL,
	"via" text NOT NULL,
	"screenshot" text,
	"screenshot_type" text,
	"verdict" text NOT NULL,
	"auto_verdict" text NOT NULL,
	"defect_id" text,
	"feedback" text NOT NULL,
	"trainer_note" text,
	"overridden_at" timestamp with time zone,
	"overridden_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_defect_credits" ADD CONSTRAINT "practice_defect_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_defect_credits" ADD CONSTRAINT "practice_defect_credits_report_id_practice_defect_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."practice_defect_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_defect_evidence" ADD CONSTRAINT "practice_defect_evidence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_defect_hints" ADD CONSTRAINT "practice_defect_hints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_defect_reports" ADD CONSTRAINT "practice_defect_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_defect_reports" ADD CONSTRAINT "practice_defect_reports_overridden_by_users_id_fk" FOREIGN KEY ("overridden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_defect_credits_defect_idx" ON "practice_defect_credits" USING btree ("defect_id");--> statement-breakpoint
CREATE INDEX "practice_defect_evidence_user_exercise_idx" ON "practice_defect_evidence" USING btree ("user_id","exercise");--> statement-breakpoint
CREATE INDEX "practice_defect_hints_user_exercise_idx" ON "practice_defect_hints" USING btree ("user_id","exercise");--> statement-breakpoint
CREATE INDEX "practice_defect_reports_user_exercise_idx" ON "practice_defect_reports" USING btree ("user_id","exercise","created_at");--> statement-breakpoint
CREATE INDEX "practice_defect_reports_created_idx" ON "practice_defect_reports" USING btree ("created_at");