import { describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import type { PushLogRow } from "@/lib/marketplace/push/delivery-log";
import { DeliveryLog } from "@/components/marketplace/delivery-log";

// The server action is a reference in the browser; its behaviour is tested in lib/marketplace/push/actions.test.ts.
vi.mock("@/lib/marketplace/push/actions", () => ({ resendPushAction: async () => ({ status: "idle" }) }));

const router = { push: () => undefined, replace: () => undefined, prefetch: () => undefined, back: () => undefined, forward: () => undefined, refresh: () => undefined };
const render = (node: React.ReactNode) => renderToStaticMarkup(<AppRouterContext.Provider value={router as never}>{node}</AppRouterContext.Provider>);

const at = new Date("2026-11-20T15:04:00Z");
const row = (over: Partial<PushLogRow>): PushLogRow => ({
  id: 7, deliveryId: 70, leadId: 700, leadName: "Maria Gonzalez", buyerId: 3, buyerName: "Lone Star Agency", deliveredAt: at,
  method: "webhook", destination: "https://hooks.agency-crm.com/leads?…", messageId: "msg_abc", status: "sent", attempts: 1,
  lastStatusCode: 200, lastError: null, lastAttemptAt: at, sentAt: at, nextAttemptAt: null,
  attemptLog: [{ id: 1, at, statusCode: 200, error: null, durationMs: 84 }], ...over,
});

describe("the delivery log component", () => {
  it("says so when there is nothing yet", () => {
    expect(render(<DeliveryLog rows={[]} />)).toContain("No pushes yet.");
  });

  it("shows each push's state, its attempts and a Send again button named after its lead", () => {
    const html = render(
      <DeliveryLog
        showBuyer
        rows={[
          row({}),
          row({ id: 8, leadId: 800, leadName: "Jim Beam", status: "pending", attempts: 2, lastStatusCode: 503, lastError: "Your endpoint answered 503 Service Unavailable: slowing down.", nextAttemptAt: new Date("2026-11-20T15:10:00Z"), sentAt: null, attemptLog: [{ id: 2, at, statusCode: 500, error: "Your endpoint answered 500 Internal Server Error.", durationMs: 12 }, { id: 3, at, statusCode: null, error: "No answer within 15 seconds.", durationMs: 15000 }] }),
          row({ id: 9, status: "disabled", lastStatusCode: 410, lastError: "Your endpoint answered 410 Gone: pushes to it are stopped.", sentAt: null }),
        ]}
      />,
    );
    expect(html).toContain('aria-label="Delivery log"');
    expect(html).toContain(">Sent<");
    expect(html).toContain("Sent Fri, Nov 20, 9:04 AM (HTTP 200)");
    expect(html).toContain("Next attempt Fri, Nov 20, 9:10 AM · 2 attempts");
    expect(html).toContain("Your endpoint answered 503 Service Unavailable: slowing down.");
    expect(html).toContain("no answer · 15000 ms");
    expect(html).toContain("Stopped: the endpoint answered 410 Gone");
    expect(html).toContain("to Lone Star Agency");
    expect(html).toContain('href="/crm/leads/800"');
    expect(html).toContain('aria-label="Send the delivery of Jim Beam (lead #800) again"');
    expect(html.match(/<details>/g)).toHaveLength(3);
    expect(html).toContain('<input type="hidden" name="pushId" value="8"/>');
  });
});
