import { Link } from "@/components/ui/link";
import { Card, CardContent } from "@/components/ui/card";

/**
 * A CRM form on a page of its own: what the Add/Edit buttons open when the browser runs no
 * JavaScript (with JavaScript they open the same form in a dialog).
 */
export function CrmFormPage({ title, description, back, children }: { title: string; description: string; back: { href: string; label: string }; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={back.href} className="text-primary hover:underline">
          ← {back.label}
        </Link>
      </nav>
      <div className="space-y-1">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </div>
      <Card>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
