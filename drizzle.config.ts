import { defineConfig } from 'drizzle-kit';

// Migrations are generated offline from the schema; they run against PGlite or PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema/index.ts',
  out: './lib/db/migrations',
  casing: 'snake_case',
});
