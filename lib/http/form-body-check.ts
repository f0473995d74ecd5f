/**
 * A multipart/form-data body that cannot be parsed makes Next answer a bare 500 on any page or unknown
 * path (it tries it as a server action's form; found by test/system/http-fuzz.mts). proxy.ts checks such
 * bodies first: 413 past the size a form of ours can have, 400 when it does not parse. Reading a clone
 * leaves the body for Next.
 */
export const FORM_BODY_LIMIT_BYTES = 1024 * 1024;

export async function refuseMalformedForm(req: Request): Promise<Response | null> {
  const type = req.headers.get("content-type") ?? "";
  if (req.method === "GET" || req.method === "HEAD" || !type.toLowerCase().startsWith("multipart/form-data")) return null;
  const length = Number(req.headers.get("content-length") ?? NaN);
  if (!Number.isFinite(length) || length > FORM_BODY_LIMIT_BYTES) {
    return Response.json({ success: false, error: "Form data must come with a Content-Length of at most 1 MB" }, { status: 413 });
  }
  try {
    await req.clone().formData();
    return null;
  } catch {
    return Response.json({ success: false, error: "Malformed form data" }, { status: 400 });
  }
}
