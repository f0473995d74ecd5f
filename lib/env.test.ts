import { afterEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { env, resetEnvCache } from "@/lib/env";

/** `cp .env.example .env` must give a configuration the app accepts (an empty RESEND_BASE_URL once did not). */
function exampleValues(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of readFileSync(".env.example", "utf8").split("\n")) {
    const m = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (m) out[m[1]!] = m[2]!.replace(/^"(.*)"$/, "$1");
  }
  return out;
}

const saved = { ...process.env };
afterEach(() => {
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
  resetEnvCache();
});

describe("the environment module", () => {
  it("accepts .env.example exactly as shipped", () => {
    const values = exampleValues();
    expect(Object.keys(values).length).toBeGreaterThan(20);
    for (const k of Object.keys(values)) delete process.env[k];
    Object.assign(process.env, values);
    resetEnvCache();
    expect(() => env()).not.toThrow();
    expect(env().REGISTRATION_MODE).toBe(values.REGISTRATION_MODE || "approval");
  });

  it("names a bad variable without showing its value", () => {
    process.env.REGISTRATION_MODE = "everyone-welcome";
    resetEnvCache();
    expect(() => env()).toThrow(/REGISTRATION_MODE/);
    expect(() => env()).not.toThrow(/everyone-welcome/);
  });
});
