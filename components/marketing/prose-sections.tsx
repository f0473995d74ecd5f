import type { ContentSection } from "@/content";
import { siteText } from "@/lib/content/site-text";

/** Long-form text (articles, legal pages): h2 per section, paragraphs, bullet lists. */
export function ProseSections({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <section key={section.heading}>
          <h2 className="text-2xl font-bold tracking-tight">{siteText(section.heading)}</h2>
          <div className="mt-4 space-y-4 text-base leading-7 text-foreground/90">
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 48)}>{siteText(p)}</p>
            ))}
            {section.bullets && (
              <ul className="list-disc space-y-2 pl-6">
                {section.bullets.map((b) => (
                  <li key={b.slice(0, 48)}>{siteText(b)}</li>
                ))}
              </ul>
            )}
          </div>
        </section>
      ))}
    </div>
  );
}
