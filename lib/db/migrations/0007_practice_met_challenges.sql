CREATE TABLE "practice_met_challenges" (
	"user_id" text NOT NULL,
	"exercise" text NOT NULL,
	"challenge_id" text NOT NULL,
	"met_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_met_challenges_user_id_challenge_id_pk" PRIMARY KEY("user_id","challenge_id")
);
--> statement-breakpoint
ALTER TABLE "practice_met_challenges" ADD CONSTRAINT "practice_met_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_met_challenges_user_exercise_idx" ON "practice_met_challenges" USING btree ("user_id","exercise");