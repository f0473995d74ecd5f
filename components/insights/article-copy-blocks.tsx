import { EMAIL_KINDS, insightsCopy, SCRIPT_KINDS, type Article, type CopyBlock } from "@/content";
import { gatedArticleBlocks, toLockedItem } from "@/lib/content/premium-content";
import { CopyBlockCard } from "@/components/insights/copy-block-card";

const GROUPS = [
  { id: "scripts", title: insightsCopy.article.scriptsTitle, kinds: SCRIPT_KINDS as readonly string[] },
  { id: "emails", title: insightsCopy.article.emailsTitle, kinds: EMAIL_KINDS as readonly string[] },
  { id: "social", title: insightsCopy.article.socialTitle, kinds: ["social-educational"] as readonly string[] },
];

/** The article's scripts (cold call, warm lead, objections, closing), e-mail templates and social post. */
export function ArticleCopyBlocks({ article }: { article: Article }) {
  const locked = new Map(gatedArticleBlocks(article).map((item) => [item.id, toLockedItem(item)]));
  const blocksOf = (kinds: readonly string[]): CopyBlock[] => article.copyBlocks.filter((b) => kinds.includes(b.kind));
  return (
    <div className="space-y-12">
      <p className="rounded-lg border-l-4 border-primary bg-accent/50 p-4 text-sm">{insightsCopy.article.mergeFieldNote}</p>
      {GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={`${group.id}-title`}>
          <h2 id={`${group.id}-title`} className="text-2xl font-bold tracking-tight">
            {group.title}
          </h2>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            {blocksOf(group.kinds).map((block) => (
              <CopyBlockCard key={block.id} block={block} locked={locked.get(block.id)} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
