/** Barrel for the written content. Everything here is plain typed data plus small pure helpers. */
export * from "./types";
export * from "./merge-fields";
export * from "./categories";
export * from "./articles";
export * from "./premium-library";
export * from "./marketing-packages";
export * from "./economic-opportunities";
export * from "./faq";
export * from "./testimonials";
export * from "./legal";
export * from "./plans";
export * from "./marketing-copy";
