// `npm start`: installs what is missing, then hands over to scripts/serve.mts (see README).
import { ensureDeps, runTs } from "./ensure-deps.mjs";

ensureDeps();
await runTs("scripts/serve.mts", process.argv.slice(2));
