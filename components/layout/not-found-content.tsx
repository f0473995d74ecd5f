import { Link } from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button-variants";

/** The 404 page's content (spec: titled "404 Page Not Found"), shown inside the full layout. */
export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you were looking for does not exist or has moved.</p>
      <div className="flex gap-3">
        <Link href="/" className={buttonVariants()}>
          Go to the home page
        </Link>
        <Link href="/contact" className={buttonVariants({ variant: "outline" })}>
          Contact us
        </Link>
      </div>
    </section>
  );
}
