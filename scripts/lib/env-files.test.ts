import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { appendLocalEnv } from "./env-files.mts";

/** `npm start` saves what it generates (the admin's password, AUTH_SECRET) in .env.local, once. */
describe("a generated local value", () => {
  const dirs: string[] = [];
  const dir = () => {
    const d = mkdtempSync(join(tmpdir(), "env-files-"));
    dirs.push(d);
    return d;
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
    delete process.env.ENV_FILES_TEST_USER;
    delete process.env.ENV_FILES_TEST_SECRET;
  });

  it("fills the empty line a copy of .env.example has, instead of adding a second one", () => {
    const d = dir();
    writeFileSync(join(d, ".env.local"), 'PORT=3100\nENV_FILES_TEST_USER=\nENV_FILES_TEST_SECRET=""\nSITE_NAME=Lone Star Leads\n');
    appendLocalEnv("ENV_FILES_TEST_USER", "admin", d);
    appendLocalEnv("ENV_FILES_TEST_SECRET", "s3cret", d);
    expect(readFileSync(join(d, ".env.local"), "utf8")).toBe('PORT=3100\nENV_FILES_TEST_USER="admin"\nENV_FILES_TEST_SECRET="s3cret"\nSITE_NAME=Lone Star Leads\n');
    expect(process.env.ENV_FILES_TEST_USER).toBe("admin");
  });

  it("appends a value the file does not have, and never replaces one that is set", () => {
    const d = dir();
    writeFileSync(join(d, ".env.local"), "ENV_FILES_TEST_USER=boss");
    appendLocalEnv("ENV_FILES_TEST_SECRET", "s3cret", d);
    expect(readFileSync(join(d, ".env.local"), "utf8")).toBe('ENV_FILES_TEST_USER=boss\nENV_FILES_TEST_SECRET="s3cret"\n');
    const fresh = dir();
    appendLocalEnv("ENV_FILES_TEST_SECRET", "s3cret", fresh);
    expect(readFileSync(join(fresh, ".env.local"), "utf8")).toBe('ENV_FILES_TEST_SECRET="s3cret"\n');
  });
});
