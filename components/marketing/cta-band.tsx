import { Link } from "@/components/ui/link";
import type { LinkAction } from "@/content";
import { Button } from "@/components/ui/button";

/** The closing call to action of a page: a dark band with a headline, a line of text and buttons. */
export function CtaBand({
  headline,
  text,
  primary,
  secondary,
  extra,
}: {
  headline: string;
  text: string;
  primary?: LinkAction;
  secondary?: LinkAction;
  /** More actions, e.g. a call link. */
  extra?: React.ReactNode;
}) {
  return (
    <section aria-labelledby="cta-title" className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id="cta-title" className="text-balance text-3xl font-bold tracking-tight">
          {headline}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-pretty text-lg text-primary-foreground/90">{text}</p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          {primary && (
            <Button asChild size="lg" variant="secondary">
              <Link href={primary.href}>{primary.label}</Link>
            </Button>
          )}
          {secondary && (
            <Button asChild size="lg" variant="outline" className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground">
              <Link href={secondary.href}>{secondary.label}</Link>
            </Button>
          )}
          {extra}
        </div>
      </div>
    </section>
  );
}
