/**
 * True when a URL path carries a percent sign that is not a valid UTF-8 escape ("%", "%zz", "%C0").
 * Next decodes dynamic route parameters itself and answers such a path with a bare 500 before any
 * handler runs; proxy.ts answers 400 instead.
 */
export function hasMalformedEscape(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
