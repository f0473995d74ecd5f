/**
 * For tests that call a route handler directly with a Request: the header our HTTP server sets on
 * every request (scripts/lib/http-server.mts), so the handler sees `ip` as the trusted client
 * address, exactly as behind the server. It also marks this process as served by our server, which
 * the server does when it starts (lib/http/client-address.ts SERVER_MARK).
 */
import { CLIENT_ADDRESS_HEADER, SERVER_MARK } from "@/lib/http/client-address";

export function fromClient(ip: string): Record<string, string> {
  (globalThis as Record<symbol, unknown>)[SERVER_MARK] = true;
  return { [CLIENT_ADDRESS_HEADER]: ip };
}
