import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LeadTexts } from "@/components/texting/lead-texts";
import type { SessionUser } from "@/lib/auth/users";
import { textTemplatesFor } from "@/lib/texting/lead-templates";
import { leadThread } from "@/lib/texting/thread";

/** The lead page's "Texts" card: the conversation and the reply form, read once the page checked the user may see the lead. */
export async function LeadTextsSection({ leadId, user }: { leadId: number; user: SessionUser }) {
  const [thread, templates] = await Promise.all([leadThread(user, leadId), textTemplatesFor(leadId)]);
  if (!thread) return null;
  return (
    <Card id="texts">
      <CardHeader>
        <CardTitle as="h2">Texts</CardTitle>
        <CardDescription>The conversation with this person by text, newest at the bottom. Texts go only in the hours the law allows, in their time.</CardDescription>
      </CardHeader>
      <CardContent>
        <LeadTexts initial={thread} name={templates.name} templates={templates.options} />
      </CardContent>
    </Card>
  );
}
