import { defineConfig } from "prisma/config";

// DATABASE_URL is read directly: prisma's env() helper throws when it is unset, which would
// break `prisma generate` in postinstall on a fresh clone (no database exists yet).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unused" },
});
