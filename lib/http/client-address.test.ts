import { describe, expect, it } from "vitest";
import {
  rateLimitAddress,
  TRUST_NONE,
  UNKNOWN_ADDRESS,
  clientAddress,
  forwardedClientAddress,
  normalizeIp,
  parseTrustedProxies,
  proxyTrust,
} from "@/lib/http/client-address";

const hops = (n: number) => proxyTrust(n, undefined);
const cidrs = (list: string) => proxyTrust(0, list);

describe("rateLimitAddress", () => {
  it("counts an IPv4 address by itself and an IPv6 address by its /64, however it is written", () => {
    expect(rateLimitAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitAddress("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(rateLimitAddress("2001:db8:1:2::7")).toBe("2001:db8:1:2::/64");
    expect(rateLimitAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitAddress("2001:DB8:0001:0002:0:0:0:9")).toBe("2001:db8:1:2::/64");
    expect(rateLimitAddress("2001:db8:1:3::7")).not.toBe(rateLimitAddress("2001:db8:1:2::7"));
    expect(rateLimitAddress("unknown")).toBe("unknown");
  });
});

describe("normalizeIp", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["203.0.113.7:51234", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:cb00:7107", "203.0.113.7"],
    ["[::ffff:203.0.113.7]:443", "203.0.113.7"],
    ["2001:DB8:0:0:0:0:0:1", "2001:db8::1"],
    ["2001:db8::0:1", "2001:db8::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["[2001:db8::1]:8080", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    ["::1", "::1"],
  ])("%s → %s", (raw, expected) => expect(normalizeIp(raw)).toBe(expected));

  it.each(["", "unknown", "1.2.3", "256.1.1.1", "01.2.3.4", "1.2.3.4.5", "2001:db8::1::2", "1.2.3.4:99999", "[1.2.3.4", "x".repeat(100), "_gateway", "1.2.3.4; DROP"])(
    "%j is not an address",
    (raw) => expect(normalizeIp(raw)).toBeNull(),
  );
});

describe("clientAddress with no trusted proxy (the default)", () => {
  it("is the socket address, whatever X-Forwarded-For says", () => {
    expect(clientAddress("198.51.100.4", undefined, TRUST_NONE)).toBe("198.51.100.4");
    expect(clientAddress("198.51.100.4", "203.0.113.9", TRUST_NONE)).toBe("198.51.100.4");
    expect(clientAddress("198.51.100.4", ["203.0.113.9", "10.0.0.1"], TRUST_NONE)).toBe("198.51.100.4");
  });

  it("reports an IPv4 client of a dual-stack socket as IPv4", () => {
    expect(clientAddress("::ffff:127.0.0.1", "203.0.113.9", TRUST_NONE)).toBe("127.0.0.1");
  });

  it("is unknown without a socket address", () => {
    expect(clientAddress(undefined, "203.0.113.9", hops(1))).toBe(UNKNOWN_ADDRESS);
  });
});

describe("clientAddress with TRUSTED_PROXY_HOPS", () => {
  it("takes the entry the nearest proxy appended, not what the client wrote before it", () => {
    // Client sent "1.1.1.1"; our load balancer (socket 10.0.0.2) appended the address it saw.
    expect(clientAddress("10.0.0.2", "1.1.1.1, 198.51.100.4", hops(1))).toBe("198.51.100.4");
    expect(clientAddress("10.0.0.2", "198.51.100.4", hops(1))).toBe("198.51.100.4");
  });

  it("walks as many hops as configured, from the right", () => {
    // Cloudflare appended the client, the load balancer appended Cloudflare's edge.
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.4, 172.70.1.1", hops(2))).toBe("198.51.100.4");
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.4, 172.70.1.1", hops(3))).toBe("6.6.6.6");
  });

  it("reads several X-Forwarded-For headers as one list", () => {
    expect(clientAddress("10.0.0.2", ["6.6.6.6", "198.51.100.4"], hops(1))).toBe("198.51.100.4");
  });

  it("stops at the left-most entry when more hops are configured than present", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.4", hops(5))).toBe("198.51.100.4");
    expect(clientAddress("10.0.0.2", undefined, hops(5))).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "", hops(5))).toBe("10.0.0.2");
  });

  it("does not believe a malformed entry: it stops at the last address before it", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.4, not-an-ip", hops(1))).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "garbage, 198.51.100.4", hops(2))).toBe("198.51.100.4");
    expect(clientAddress("10.0.0.2", "198.51.100.4,,", hops(2))).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "unknown", hops(1))).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "1.2.3.4\u0000, 198.51.100.4", hops(2))).toBe("198.51.100.4");
  });

  it("normalises the forwarded address (port, brackets, IPv4-mapped, IPv6 case)", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.4:5555", hops(1))).toBe("198.51.100.4");
    expect(clientAddress("10.0.0.2", "[2001:DB8::7]:443", hops(1))).toBe("2001:db8::7");
    expect(clientAddress("::1", "::ffff:198.51.100.4", hops(1))).toBe("198.51.100.4");
  });
});

describe("clientAddress with TRUSTED_PROXIES", () => {
  const trust = cidrs("10.0.0.0/8, 173.245.48.0/20, 2400:cb00::/32, 127.0.0.1");

  it("walks from the right while the address is one of our proxies", () => {
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.4, 173.245.49.1", trust)).toBe("198.51.100.4");
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.4, 2400:cb00::9", trust)).toBe("198.51.100.4");
    expect(clientAddress("::ffff:10.0.0.2", "198.51.100.4", trust)).toBe("198.51.100.4");
  });

  it("ignores X-Forwarded-For from a socket that is not a proxy of ours", () => {
    expect(clientAddress("198.51.100.4", "10.0.0.9, 127.0.0.1", trust)).toBe("198.51.100.4");
  });

  it("does not skip a client whose spoofed entry claims to be a proxy further left", () => {
    // The walk stops at the first untrusted address; entries left of it are never read.
    expect(clientAddress("10.0.0.2", "10.9.9.9, 198.51.100.4", trust)).toBe("198.51.100.4");
  });

  it("stops at a proxy when nothing is left to its left", () => {
    expect(clientAddress("10.0.0.2", "173.245.49.1", trust)).toBe("173.245.49.1");
    expect(clientAddress("127.0.0.1", undefined, trust)).toBe("127.0.0.1");
  });

  it("adds the ranges to the hop count", () => {
    expect(clientAddress("192.0.2.1", "198.51.100.4, 173.245.49.1", proxyTrust(1, "173.245.48.0/20"))).toBe("198.51.100.4");
  });
});

describe("forwardedClientAddress (a platform in front, without our server)", () => {
  it("starts at the right-most entry when at least one hop is declared", () => {
    expect(forwardedClientAddress("6.6.6.6, 198.51.100.4", hops(1))).toBe("198.51.100.4");
    expect(forwardedClientAddress("6.6.6.6, 198.51.100.4, 10.0.0.2", hops(2))).toBe("198.51.100.4");
  });

  it("is unknown with no declared hop, no header or a malformed right-most entry", () => {
    expect(forwardedClientAddress("198.51.100.4", TRUST_NONE)).toBe(UNKNOWN_ADDRESS);
    expect(forwardedClientAddress(null, hops(1))).toBe(UNKNOWN_ADDRESS);
    expect(forwardedClientAddress("198.51.100.4, nonsense", hops(1))).toBe(UNKNOWN_ADDRESS);
  });
});

describe("parseTrustedProxies", () => {
  it("is null when empty", () => {
    expect(parseTrustedProxies(undefined)).toBeNull();
    expect(parseTrustedProxies(" , ")).toBeNull();
  });

  it("accepts addresses and ranges of both families, IPv4-mapped ranges as IPv4", () => {
    const list = parseTrustedProxies("10.0.0.0/8,2400:cb00::/32, 192.0.2.5 ,::ffff:172.16.0.0/108")!;
    expect(list.check("10.255.0.1", "ipv4")).toBe(true);
    expect(list.check("11.0.0.1", "ipv4")).toBe(false);
    expect(list.check("2400:cb00:1::1", "ipv6")).toBe(true);
    expect(list.check("2400:cb01::1", "ipv6")).toBe(false);
    expect(list.check("192.0.2.5", "ipv4")).toBe(true);
    expect(list.check("192.0.2.6", "ipv4")).toBe(false);
    expect(list.check("172.31.255.255", "ipv4")).toBe(true);
    expect(list.check("172.32.0.0", "ipv4")).toBe(false);
  });

  it.each([
    ["10.0.0.0/33", /prefix length must be 0–32/],
    ["2400:cb00::/129", /prefix length must be 0–128/],
    ["10.0.0.0/8/8", /not an IP address or CIDR range/],
    ["10.0.0/8", /not an IP address or CIDR range/],
    ["10.0.0.0/x", /not an IP address or CIDR range/],
    ["10.0.0.0/", /not an IP address or CIDR range/],
    ["cloudflare", /"cloudflare" is not an IP address/],
    ["[::1]", /not an IP address or CIDR range/],
    ["10.0.0.1:80", /not an IP address or CIDR range/],
  ])("rejects %s with a clear message", (text, message) => {
    expect(() => parseTrustedProxies(`127.0.0.1, ${text}`)).toThrow(message);
  });
});

describe("lib/env.ts", () => {
  it("refuses a bad TRUSTED_PROXIES or TRUSTED_PROXY_HOPS, naming the entry", async () => {
    const { env, resetEnvCache } = await import("@/lib/env");
    const saved = { hops: process.env.TRUSTED_PROXY_HOPS, proxies: process.env.TRUSTED_PROXIES };
    try {
      process.env.TRUSTED_PROXIES = "10.0.0.0/8, 10.0.0.0/33";
      resetEnvCache();
      expect(() => env()).toThrow('TRUSTED_PROXIES ("10.0.0.0/33": the prefix length must be 0–32 for an IPv4 range)');
      process.env.TRUSTED_PROXIES = "";
      process.env.TRUSTED_PROXY_HOPS = "-1";
      resetEnvCache();
      expect(() => env()).toThrow(/TRUSTED_PROXY_HOPS/);
      process.env.TRUSTED_PROXY_HOPS = "2";
      process.env.TRUSTED_PROXIES = "2400:cb00::/32";
      resetEnvCache();
      expect(env()).toMatchObject({ TRUSTED_PROXY_HOPS: 2, TRUSTED_PROXIES: "2400:cb00::/32" });
    } finally {
      for (const [name, value] of [["TRUSTED_PROXY_HOPS", saved.hops], ["TRUSTED_PROXIES", saved.proxies]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      resetEnvCache();
    }
  });
});
