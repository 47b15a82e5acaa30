-- Practice writes compare and swap on a version instead of locking the row in a transaction (issue 20):
-- lib/practice/state-store.ts.
ALTER TABLE "practice_state" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;