CREATE TABLE "practice_ws_nonces" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_oauth_clients" ADD COLUMN "secret_sealed" text;--> statement-breakpoint
CREATE INDEX "practice_ws_nonces_expires_at_idx" ON "practice_ws_nonces" USING btree ("expires_at");