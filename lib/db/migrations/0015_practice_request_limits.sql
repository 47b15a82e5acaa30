-- UNLOGGED (edited by hand; drizzle-kit has no word for it): a counter written on every practice request needs no
-- write-ahead log flush, and losing the counters in a database crash only gives learners a fresh window.
CREATE UNLOGGED TABLE "practice_request_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
