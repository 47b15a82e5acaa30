CREATE TABLE "practice_suite_rounds" (
	"run_id" integer NOT NULL,
	"n" integer NOT NULL,
	"user_id" text NOT NULL,
	"defect_id" text,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"outcome" text,
	"reported_at" timestamp with time zone,
	"reached_at" timestamp with time zone,
	"failed_tests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "practice_suite_rounds_run_id_n_pk" PRIMARY KEY("run_id","n")
);
--> statement-breakpoint
CREATE TABLE "practice_suite_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"exercise" text NOT NULL,
	"plan" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"score" double precision,
	"killed" integer,
	"defects" integer,
	"fails_clean" boolean,
	"flaky" boolean
);
--> statement-breakpoint
ALTER TABLE "practice_settings" ADD COLUMN "pinned_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_suite_rounds" ADD CONSTRAINT "practice_suite_rounds_run_id_practice_suite_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."practice_suite_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_suite_rounds" ADD CONSTRAINT "practice_suite_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_suite_runs" ADD CONSTRAINT "practice_suite_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_suite_rounds_user_idx" ON "practice_suite_rounds" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_suite_runs_one_open_idx" ON "practice_suite_runs" USING btree ("user_id") WHERE "practice_suite_runs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "practice_suite_runs_user_exercise_idx" ON "practice_suite_runs" USING btree ("user_id","exercise");