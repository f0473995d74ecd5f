import "server-only";
import { env } from "@/lib/env";
import { UNKNOWN_ADDRESS } from "@/lib/http/client-address";
import type { SetupEntry } from "@/lib/setup/types";

/**
 * Which address is the client's: rate limits, audit entries and consent records use it. Behind a load
 * balancer the setting must name it, or every visitor shares the balancer's address.
 */
export const clientAddressEntry: SetupEntry = {
  key: "client-address",
  title: "Client address",
  summary:
    "Rate limits, the audit log and consent records use the visitor's address. Behind a proxy or load balancer, say how many of yours are in front (or their addresses), or every visitor shares the proxy's address.",
  variables: [
    { name: "TRUSTED_PROXY_HOPS", where: "The number of proxies of yours in front of the app (1 behind one load balancer, Cloudflare or Vercel). 0 when visitors reach the app directly.", optional: true },
    { name: "TRUSTED_PROXIES", where: "Or: your proxies' IPs or CIDR ranges, comma-separated (your cloud's load-balancer ranges).", optional: true },
  ],
  async status({ requestIp }) {
    const { TRUSTED_PROXY_HOPS: hops, TRUSTED_PROXIES: proxies } = env();
    const facts = [
      { label: "TRUSTED_PROXY_HOPS", value: String(hops) },
      { label: "TRUSTED_PROXIES", value: proxies ?? "not set" },
      { label: "Your address as the app sees it", value: requestIp },
    ];
    const detail = `The app sees your request coming from ${requestIp}. If that is not your own public address (for example your load balancer's), set TRUSTED_PROXY_HOPS or TRUSTED_PROXIES.`;
    if (requestIp === UNKNOWN_ADDRESS) {
      return { state: "failing", detail: "The app cannot tell your address: it is not served by npm start / npm run serve, and no proxy is trusted. Set TRUSTED_PROXY_HOPS to the number of proxies in front.", facts };
    }
    return { state: "working", detail, facts };
  },
};
