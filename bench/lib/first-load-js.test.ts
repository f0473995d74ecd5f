import { describe, expect, it } from "vitest";
import { firstLoadScripts } from "./first-load-js.mts";

describe("the scripts of a page's first load", () => {
  it("counts every script a browser runs once, and not the nomodule polyfills whatever their name", () => {
    // As Next 16 serves a page built with Turbopack: the polyfills' chunk is named by its hash.
    const html = [
      '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule="" nonce="n"></script>',
      '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>',
      '<script src="/_next/static/chunks/059yu4_ubkvhn.js" async=""></script>',
      '<script src="/_next/static/chunks/059yu4_ubkvhn.js" async=""></script>',
      '<script nomodule src="/_next/static/chunks/polyfills-42.js"></script>',
      "<script>self.__next_f.push([1,\"\"])</script>",
    ].join("");
    expect(firstLoadScripts(html)).toEqual(["/_next/static/chunks/turbopack-077hmtqrhcoji.js", "/_next/static/chunks/059yu4_ubkvhn.js"]);
  });
});
