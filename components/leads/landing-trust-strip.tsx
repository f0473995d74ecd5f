import { landingCopy } from "@/content/lead-pages";

/** Footer strip of /landing: 'Trusted by Texas Insurance Professionals' and three labels. */
export function LandingTrustStrip() {
  const { title, labels } = landingCopy.trust;
  return (
    <section aria-labelledby="landing-trust-title" className="border-t">
      <div className="mx-auto max-w-5xl px-4 py-10 text-center sm:px-6">
        <h2 id="landing-trust-title" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          {title}
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-x-8 gap-y-2 text-base font-medium">
          {labels.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
