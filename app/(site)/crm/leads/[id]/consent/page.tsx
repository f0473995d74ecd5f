import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import { pageId } from "@/lib/crm/http";
import { consentDownload } from "@/lib/crm/leads/consent-download";
import { ConsentRecordView } from "@/components/crm/consent/consent-record-view";

export const metadata: Metadata = { title: "Consent record", robots: { index: false } };

/**
 * /crm/leads/[id]/consent: the lead's consent record as a printable page (the JSON file is
 * /api/crm/leads/[id]/consent-record), with whether it still matches the hash stored at capture.
 */
export default async function ConsentRecordPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const id = pageId((await params).id);
  if (!id) notFound();
  const download = await consentDownload(user, id);
  if (!download) notFound();
  return <ConsentRecordView download={download} />;
}
