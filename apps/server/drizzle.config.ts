import { defineConfig } from 'drizzle-kit';

// Migrations are generated offline from the schema files, read, committed, and applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/features/*/*.schema.ts',
  out: './drizzle',
});
