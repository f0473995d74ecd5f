import { afterEach, describe, expect, it } from "vitest";
import { setEnv } from "@/test/fakes/integration-env";
import { embeddedIpv4, forbiddenRange } from "@/lib/marketplace/push/address-rules";
import { checkPushUrl, resolvePushTarget, type HostLookup } from "@/lib/marketplace/push/push-url";

/** DNS answers of our own, so a host name can resolve to anything (the system resolver is used in production). */
const dns = (answers: Record<string, string[]>): HostLookup => async (host) => {
  const list = answers[host];
  if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  return list.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};

const refused = async (url: string, lookup?: HostLookup) => {
  const result = await checkPushUrl(url, { lookup });
  expect(result.ok, url).toBe(false);
  return result.ok ? "" : result.message;
};

describe("where a buyer's push may go (no SSRF)", () => {
  afterEach(() => setEnv({ MARKETPLACE_PUSH_TEST_ORIGINS: undefined }));

  it("accepts an https URL on the public internet", async () => {
    const lookup = dns({ "hooks.agency-crm.com": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"] });
    expect(await checkPushUrl("https://hooks.agency-crm.com/leads?source=til", { lookup })).toEqual({ ok: true });
    expect(await checkPushUrl("https://93.184.215.14:8443/in")).toEqual({ ok: true });
    const target = await resolvePushTarget("https://hooks.agency-crm.com/leads", { lookup });
    expect(target).toMatchObject({ ok: true, target: { address: "93.184.215.14", family: 4 } });
  });

  it("refuses what is not https, with a message that says why", async () => {
    expect(await refused("http://hooks.agency-crm.com/leads")).toBe("The URL must start with https:// (plain http:// would send your leads unencrypted).");
    expect(await refused("ftp://hooks.agency-crm.com/leads")).toBe("The URL must start with https://");
    expect(await refused("hooks.agency-crm.com/leads")).toBe("That is not a valid URL: enter the full address, starting with https://");
    expect(await refused("   ")).toBe("Enter the URL of your endpoint, starting with https://");
    expect(await refused("https://user:secret@hooks.agency-crm.com/leads")).toMatch(/^Remove the user name and password/);
    expect(await refused(`https://hooks.agency-crm.com/${"a".repeat(2100)}`)).toMatch(/too long/);
  });

  it("refuses loopback, private, link-local, CGNAT, multicast, unspecified and unique-local addresses", async () => {
    expect(await refused("https://127.0.0.1/hook")).toBe("The URL points to 127.0.0.1, a loopback address (this server itself). Leads are only pushed to addresses on the public internet.");
    expect(await refused("https://10.20.30.40/hook")).toBe("The URL points to 10.20.30.40, a private address. Leads are only pushed to addresses on the public internet.");
    expect(await refused("https://169.254.169.254/latest/meta-data")).toBe("The URL points to 169.254.169.254, a link-local address. Leads are only pushed to addresses on the public internet.");
    expect(await refused("https://172.16.5.4/")).toMatch(/a private address/);
    expect(await refused("https://192.168.1.10/")).toMatch(/a private address/);
    expect(await refused("https://100.64.0.1/")).toMatch(/a carrier-grade NAT address/);
    expect(await refused("https://224.0.0.251/")).toMatch(/a multicast address/);
    expect(await refused("https://0.0.0.0/")).toMatch(/points to 0\.0\.0\.0, an unspecified address/);
    expect(await refused("https://[::1]/hook")).toBe("The URL points to ::1, a loopback address (this server itself). Leads are only pushed to addresses on the public internet.");
    expect(await refused("https://[fc00::1]/hook")).toMatch(/points to fc00::1, a unique-local address/);
    expect(await refused("https://[fd12:3456:789a::1]/hook")).toMatch(/a unique-local address/);
    expect(await refused("https://[fe80::1]/hook")).toMatch(/a link-local address/);
    expect(await refused("https://[ff02::1]/hook")).toMatch(/a multicast address/);
    expect(await refused("https://[::]/hook")).toMatch(/unspecified/);
  });

  it("sees through other spellings of an internal address", async () => {
    // The URL parser turns these into 127.0.0.1; IPv6 forms that carry an IPv4 address are judged by it.
    expect(await refused("https://2130706433/")).toMatch(/127\.0\.0\.1, a loopback address/);
    expect(await refused("https://0x7f.1/")).toMatch(/127\.0\.0\.1, a loopback address/);
    expect(await refused("https://[::ffff:10.0.0.1]/")).toMatch(/a private address/);
    expect(await refused("https://[64:ff9b::a9fe:a9fe]/")).toMatch(/a link-local address/);
    expect(await refused("https://[2002:c0a8:0101::1]/")).toMatch(/a private address/);
    expect(embeddedIpv4("::ffff:7f00:1")).toBe("127.0.0.1");
    expect(forbiddenRange("8.8.8.8")).toBeNull();
    expect(forbiddenRange("2001:4860:4860::8888")).toBeNull();
  });

  it("refuses a host name that resolves to an internal address, or to one among public ones", async () => {
    const lookup = dns({ "crm.agency.example": ["10.1.2.3"], "mixed.agency.example": ["93.184.215.14", "192.168.0.9"], "v6.agency.example": ["fd00::5"] });
    expect(await refused("https://crm.agency.example/in", lookup)).toBe("The host name crm.agency.example resolves to 10.1.2.3, a private address. Leads are only pushed to addresses on the public internet.");
    expect(await refused("https://mixed.agency.example/in", lookup)).toMatch(/resolves to 192\.168\.0\.9, a private address/);
    expect(await refused("https://v6.agency.example/in", lookup)).toMatch(/resolves to fd00::5, a unique-local address/);
    // The system resolver: localhost is this machine.
    expect(await refused("https://localhost:8443/in")).toMatch(/^The host name localhost resolves to (127\.0\.0\.1|::1), a loopback address/);
    expect(await refused("https://nowhere.agency.example/in", lookup)).toBe("The host name nowhere.agency.example could not be found (DNS lookup failed): check the address.");
    const transient = await resolvePushTarget("https://nowhere.agency.example/in", { lookup });
    expect(transient).toMatchObject({ ok: false, transient: true });
  });

  it("lets tests reach their own receiver over http on loopback, at exactly the origins listed", async () => {
    expect(await refused("http://127.0.0.1:4100/hook")).toMatch(/must start with https/);
    setEnv({ MARKETPLACE_PUSH_TEST_ORIGINS: "http://127.0.0.1:4100, http://receiver.test:4101" });
    expect(await checkPushUrl("http://127.0.0.1:4100/hook")).toEqual({ ok: true });
    expect(await refused("http://127.0.0.1:4102/hook")).toMatch(/must start with https/);
    // A listed origin is still held to loopback: a name that resolves elsewhere is refused.
    expect(await checkPushUrl("http://receiver.test:4101/hook", { lookup: dns({ "receiver.test": ["127.0.0.1"] }) })).toEqual({ ok: true });
    expect(await refused("http://receiver.test:4101/hook", dns({ "receiver.test": ["10.0.0.8"] }))).toMatch(/a private address/);
    // Only exact origins: a path (or anything else) stops the app at its first use of the environment, with the reason.
    setEnv({ MARKETPLACE_PUSH_TEST_ORIGINS: "http://127.0.0.1:4100/hooks" });
    await expect(checkPushUrl("http://127.0.0.1:4100/hooks")).rejects.toThrow("MARKETPLACE_PUSH_TEST_ORIGINS (each entry must be an exact origin such as http://127.0.0.1:4100)");
  });
});
