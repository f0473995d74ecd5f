/**
 * What Next.js provides to a server action during a real request, for integration tests that call
 * actions directly: `revalidatePath` (recorded, so a test can check what an action revalidates), the
 * request's headers and a cookie jar. Use with
 *   vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
 *   vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);
 * Only the framework's request plumbing is replaced: actions, services and PostgreSQL are real.
 */
import { expect } from "vitest";
export const nextRequest = {
  revalidated: [] as string[],
  headers: new Headers({ "user-agent": "vitest" }),
  cookies: new Map<string, string>(),
  reset(headers: Record<string, string> = {}) {
    this.revalidated.length = 0;
    this.headers = new Headers({ "user-agent": "vitest", ...headers });
    this.cookies.clear();
  },
};

export const nextCacheMock = {
  revalidatePath: (path: string) => void nextRequest.revalidated.push(path),
  revalidateTag: (tag: string) => void nextRequest.revalidated.push(`tag:${tag}`),
  updateTag: (tag: string) => void nextRequest.revalidated.push(`tag:${tag}`),
};

export const nextHeadersMock = {
  headers: async () => nextRequest.headers,
  cookies: async () => ({
    get: (name: string) => (nextRequest.cookies.has(name) ? { name, value: nextRequest.cookies.get(name)! } : undefined),
    has: (name: string) => nextRequest.cookies.has(name),
    set: (name: string, value: string) => void nextRequest.cookies.set(name, value),
    delete: (name: string) => void nextRequest.cookies.delete(name),
  }),
};

/** The digest of the error redirect() / forbidden() throw (what Next turns into the answer): use with `rejects.toMatchObject`. */
export const REDIRECT_TO = (path: string) => ({ digest: expect.stringContaining(`;${path};`) });
export const FORBIDDEN = { digest: expect.stringContaining(";403") };
