/**
 * The scripts a browser loads on a page's first paint, from its served HTML: every `<script src>` but
 * the `nomodule` ones (Next's polyfills, which browsers that run modules skip). By attribute, not by
 * file name: Turbopack names the polyfills' chunk by its hash like any other.
 */
export function firstLoadScripts(html: string): string[] {
  return [
    ...new Set(
      [...html.matchAll(/<script\b([^>]*)>/g)]
        .map((m) => m[1] ?? "")
        .filter((attrs) => !/\bnomodule\b/i.test(attrs))
        .map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1])
        .filter((src): src is string => !!src),
    ),
  ];
}
