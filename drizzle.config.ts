import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The core's tables and each feature's (features/<name>/server/schema.ts): one migration history for all.
  schema: ['./server/db/schema.ts', './features/*/server/schema.ts'],
  out: './server/db/migrations',
});
