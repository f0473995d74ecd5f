/**
 * Last-resort 403 for a forbidden() that no route group catches. Next sends a root forbidden page
 * with every page of the app, so it stays this small; the site's own is app/(site)/forbidden.tsx.
 */
export default function Forbidden() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Access denied</h1>
      <p className="mt-4">This page is for administrators. Ask an admin if you need access.</p>
    </section>
  );
}
