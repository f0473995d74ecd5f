import { Link } from "@/components/ui/link";
import type { Undeliverable } from "@/lib/setup/undeliverable";

/** "Nothing can be delivered": providers that are not configured while work waits for them. */
export function UndeliverableNotice({ items }: { items: Undeliverable[] }) {
  if (items.length === 0) return null;
  return (
    <div role="status" className="space-y-2 rounded-md border border-warning/50 bg-warning/10 p-4 text-sm">
      <p className="font-medium">Nothing can be delivered to {items.map((i) => i.provider).join(" or ")}: not configured.</p>
      <ul className="list-inside list-disc space-y-1">
        {items.map((i) => (
          <li key={i.key}>
            {i.provider}: {i.missing.join(", ")} {i.missing.length === 1 ? "is" : "are"} not set; {i.waiting.toLocaleString("en-US")} {i.waitingLabel}.{" "}
            <Link href={i.href} className="font-medium text-primary underline-offset-4 hover:underline">
              Set up {i.provider}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
