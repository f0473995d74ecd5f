import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { CLIENT_ADDRESS_HEADER, SERVER_MARK } from "@/lib/http/client-address";
import { clientIp } from "@/lib/http/request-meta";

const marks = globalThis as Record<symbol, unknown>;
const request = (headers: Record<string, string>) => new Request("http://localhost/api/leads", { headers });

function withEnv(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
}

describe("clientIp", () => {
  const saved = { hops: process.env.TRUSTED_PROXY_HOPS, proxies: process.env.TRUSTED_PROXIES, level: process.env.LOG_LEVEL, mark: marks[SERVER_MARK] };
  afterEach(() => {
    marks[SERVER_MARK] = saved.mark;
    withEnv({ TRUSTED_PROXY_HOPS: saved.hops, TRUSTED_PROXIES: saved.proxies, LOG_LEVEL: saved.level });
    vi.restoreAllMocks();
  });

  it("behind our server: the address the server set, never X-Forwarded-For", () => {
    marks[SERVER_MARK] = true;
    withEnv({ TRUSTED_PROXY_HOPS: "3" });
    expect(clientIp(request({ [CLIENT_ADDRESS_HEADER]: "198.51.100.4", "x-forwarded-for": "6.6.6.6" }))).toBe("198.51.100.4");
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6", "x-real-ip": "6.6.6.7" }))).toBe("unknown");
  });

  it("without our server and no trusted hop: one fixed address whatever the client sends, and a warning once", () => {
    delete marks[SERVER_MARK];
    withEnv({ TRUSTED_PROXY_HOPS: undefined, TRUSTED_PROXIES: undefined, LOG_LEVEL: "warn" });
    const warn = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const first = clientIp(request({ "x-forwarded-for": "6.6.6.6", [CLIENT_ADDRESS_HEADER]: "6.6.6.8", "x-real-ip": "6.6.6.7" }));
    const second = clientIp(request({ "x-forwarded-for": "7.7.7.7" }));
    expect([first, second]).toEqual(["unknown", "unknown"]);
    const warnings = warn.mock.calls.map((c) => String(c[0])).filter((line) => line.includes("client-address.unknown"));
    expect(warnings).toHaveLength(1);
  });

  it("without our server, with a platform declared in front (TRUSTED_PROXY_HOPS ≥ 1): the entry it appended", () => {
    delete marks[SERVER_MARK];
    withEnv({ TRUSTED_PROXY_HOPS: "1" });
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6, 198.51.100.4", [CLIENT_ADDRESS_HEADER]: "6.6.6.8" }))).toBe("198.51.100.4");
    withEnv({ TRUSTED_PROXY_HOPS: "2", TRUSTED_PROXIES: "" });
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6, 198.51.100.4, 10.0.0.2" }))).toBe("198.51.100.4");
  });
});
