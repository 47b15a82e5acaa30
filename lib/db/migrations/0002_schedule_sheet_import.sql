CREATE TABLE "mirror_imports" (
	"name" text PRIMARY KEY NOT NULL,
	"detail" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
