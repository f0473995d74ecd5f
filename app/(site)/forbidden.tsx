import { Link } from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button-variants";

/** forbidden() in a staff page (an agent opening an admin page): the 403 inside the full layout. */
export default function SiteForbidden() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Access denied</h1>
      <p className="text-muted-foreground">This page is for administrators. Ask an admin if you need access.</p>
      <Link href="/crm" className={buttonVariants()}>
        Back to the CRM
      </Link>
    </section>
  );
}
