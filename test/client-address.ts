/**
 * For tests that call a route handler directly with a Request: the header our HTTP server sets on
 * every request (scripts/lib/http-server.mts), so the handler sees `ip` as the trusted client
 * address, exactly as behind the server. It also marks this process as served by our server, which
 * the server does when it starts (lib/http/client-address.ts SERVER_MARK).
 */
import { randomInt } from "node:crypto";
import { CLIENT_ADDRESS_HEADER, SERVER_MARK } from "@/lib/http/client-address";

export function fromClient(ip: string): Record<string, string> {
  (globalThis as Record<symbol, unknown>)[SERVER_MARK] = true;
  return { [CLIENT_ADDRESS_HEADER]: ip };
}

const ADDRESSES = 1 << 24;
let issued = randomInt(0, ADDRESSES);

/**
 * A client address in 10.0.0.0/8 that no other call in this process returns (a counter from a random
 * start, as the browser journeys' testIp draws from the same range). Tests that count a limit per
 * address (N answered, the next refused) must not share their address by chance with another test's
 * requests: a random pick from 65,000 addresses did, about one run in fifty, in a file that also sends
 * 1,200 beacons. Other test files, in other processes, start elsewhere in the 16.7 million.
 */
export function testAddress(): string {
  const n = issued++ % ADDRESSES;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
