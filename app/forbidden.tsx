import Link from "next/link";
import { Button } from "@/components/ui/button";
import { FullLayout } from "@/components/layout/full-layout";

export default function Forbidden() {
  return (
    <FullLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Access denied</h1>
        <p className="text-muted-foreground">This page is for administrators. Ask an admin if you need access.</p>
        <Button asChild>
          <Link href="/crm">Back to the CRM</Link>
        </Button>
      </section>
    </FullLayout>
  );
}
