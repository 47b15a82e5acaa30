CREATE TABLE "certificate_pdfs" (
	"code" text PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"rendered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_pdfs" ADD CONSTRAINT "certificate_pdfs_code_certificates_code_fk" FOREIGN KEY ("code") REFERENCES "public"."certificates"("code") ON DELETE cascade ON UPDATE no action;