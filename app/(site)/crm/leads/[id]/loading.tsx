import { Skeleton } from "@/components/ui/skeleton";

/** The lead page's skeleton while the record and its timeline load. */
export default function LeadLoading() {
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6" aria-busy="true">
      <p role="status" className="sr-only">
        Loading the lead...
      </p>
      <Skeleton className="h-4 w-24" />
      <div className="space-y-3">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-5 w-96 max-w-full" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4">
          <Skeleton className="h-40 w-full" />
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
        <div className="space-y-4">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      </div>
    </section>
  );
}
