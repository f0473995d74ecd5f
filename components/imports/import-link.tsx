import { UploadIcon } from "lucide-react";
import { Link } from "@/components/ui/link";

/** Admins' way from the Leads and Accounts tabs to the import page (agents do not import). */
export function ImportLink({ what }: { what: "leads" | "accounts" }) {
  return (
    <p className="flex justify-end">
      <Link href="/crm/import" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
        <UploadIcon aria-hidden="true" className="size-4" /> Import {what} from a CSV file
      </Link>
    </p>
  );
}
