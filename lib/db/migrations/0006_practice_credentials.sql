-- Practice credentials for the lab's API exercises (issue 22): personal access tokens, OAuth clients and their
-- access tokens, stored as SHA-256 hashes and deleted with the learner (lib/practice/credentials/).
CREATE TABLE "practice_oauth_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"client_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "practice_oauth_clients_clientId_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "practice_oauth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_ref" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_oauth_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "practice_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "practice_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "practice_oauth_clients" ADD CONSTRAINT "practice_oauth_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_oauth_tokens" ADD CONSTRAINT "practice_oauth_tokens_client_ref_practice_oauth_clients_id_fk" FOREIGN KEY ("client_ref") REFERENCES "public"."practice_oauth_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_tokens" ADD CONSTRAINT "practice_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_oauth_clients_user_id_idx" ON "practice_oauth_clients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "practice_oauth_tokens_client_ref_idx" ON "practice_oauth_tokens" USING btree ("client_ref");--> statement-breakpoint
CREATE INDEX "practice_tokens_user_id_idx" ON "practice_tokens" USING btree ("user_id");