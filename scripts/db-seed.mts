// `npm run db:seed`: the idempotent seed against DATABASE_URL (npm start runs it for you).
import { loadEnvFiles } from "./lib/env-files.mts";
import { runSeed } from "./lib/run-seed.mts";

loadEnvFiles();
const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set (npm start seeds the embedded database itself).");
  process.exit(1);
}
const admin = await runSeed(url, { local: false, log: console.log });
console.log(admin.adminExists ? "Seed complete." : "Seed complete. No admin: set ADMIN_USERNAME and ADMIN_PASSWORD.");
