import { Skeleton } from "@/components/ui/skeleton";

/** /account/plan while the portal is read. */
export default function Loading() {
  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-10" aria-busy="true">
      <p role="status" className="sr-only">
        Loading your lead plan...
      </p>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-72 w-full" />
      <Skeleton className="h-40 w-full" />
    </section>
  );
}
