import { defineConfig } from 'drizzle-kit';

/** Migrations are generated from the schema (`npm run db:generate`) and committed as SQL. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
