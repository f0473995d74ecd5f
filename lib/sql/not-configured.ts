/**
 * Thrown when code needs the database and the process was started without `DATABASE_URL` (a bare
 * `next start` instead of `npm start`). A configuration fault of the server, never of the request:
 * routes answer it with 503 (lib/http/guard-errors.ts), and the log says which variable is missing.
 */
export class DatabaseNotConfiguredError extends Error {
  constructor() {
    super("DATABASE_URL is not set: start the app with `npm start`, which provides it.");
    this.name = "DatabaseNotConfiguredError";
  }
}
