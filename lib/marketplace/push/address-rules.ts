import { BlockList, isIP } from "node:net";

/**
 * The addresses a push never goes to (no SSRF): anything that is not the public internet. Each range
 * has the name a buyer reads in the refusal. IPv6 addresses that carry an IPv4 address (IPv4-mapped,
 * NAT64, 6to4) are judged by that IPv4 address. No server-only code: pure functions.
 */
type Rule = [cidr: string, label: string];

const V4: Rule[] = [
  ["0.0.0.0/8", "unspecified"],
  ["10.0.0.0/8", "private"],
  ["100.64.0.0/10", "carrier-grade NAT"],
  ["127.0.0.0/8", "loopback"],
  ["169.254.0.0/16", "link-local"],
  ["172.16.0.0/12", "private"],
  ["192.0.0.0/24", "reserved"],
  ["192.0.2.0/24", "documentation"],
  ["192.88.99.0/24", "reserved"],
  ["192.168.0.0/16", "private"],
  ["198.18.0.0/15", "benchmarking"],
  ["198.51.100.0/24", "documentation"],
  ["203.0.113.0/24", "documentation"],
  ["224.0.0.0/4", "multicast"],
  ["240.0.0.0/4", "reserved"],
];

const V6: Rule[] = [
  ["::/128", "unspecified"],
  ["::1/128", "loopback"],
  ["::/96", "reserved"],
  ["64:ff9b:1::/48", "reserved"],
  ["100::/64", "reserved"],
  ["2001::/23", "reserved"],
  ["2001:db8::/32", "documentation"],
  ["fc00::/7", "unique-local"],
  ["fe80::/10", "link-local"],
  ["fec0::/10", "site-local"],
  ["ff00::/8", "multicast"],
];

function lists(rules: Rule[], type: "ipv4" | "ipv6"): [BlockList, string][] {
  return rules.map(([cidr, label]) => {
    const [net, prefix] = cidr.split("/");
    const list = new BlockList();
    list.addSubnet(net!, Number(prefix), type);
    return [list, label];
  });
}

const V4_LISTS = lists(V4, "ipv4");
const V6_LISTS = lists(V6, "ipv6");

/** The 8 groups of an IPv6 address as numbers (handles `::` and a trailing dotted IPv4). */
function groups(ip: string): number[] {
  let text = ip.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const parse = (s: string | undefined) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  return tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

const v4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/** The IPv4 address an IPv6 address carries (IPv4-mapped ::ffff:0:0/96, NAT64 64:ff9b::/96, 6to4 2002::/16), if any. */
export function embeddedIpv4(ip: string): string | null {
  const g = groups(ip);
  if (g.length !== 8) return null;
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return v4Of(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return v4Of(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4Of(g[1]!, g[2]!);
  return null;
}

/** Why an address is not on the public internet ("private", "loopback", …), or null when it is. */
export function forbiddenRange(ip: string): string | null {
  const family = isIP(ip);
  if (family === 4) return V4_LISTS.find(([list]) => list.check(ip, "ipv4"))?.[1] ?? null;
  if (family !== 6) return "invalid";
  const v4 = embeddedIpv4(ip);
  if (v4) return forbiddenRange(v4);
  return V6_LISTS.find(([list]) => list.check(ip, "ipv6"))?.[1] ?? null;
}

export const isLoopback = (ip: string) => forbiddenRange(ip) === "loopback";
