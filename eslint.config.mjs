import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [".next/**", ".next-*/**", "node_modules/**", "lib/generated/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Client islands on every public page (the shared header and the chat launcher) and on the article,
    // template and pricing pages: <Button>/<Input> bring radix Slot and cn()'s tailwind-merge (~9 kB gzip)
    // into those pages' first load. Style them with buttonVariants / control-classes and clsx instead.
    files: [
      "components/layout/{account-area,main-nav,mobile-nav,nav-menu}.tsx",
      "components/chat/chat-launcher.tsx",
      "components/crm/page-view-beacon.tsx",
      "components/checkout/{cart-indicator,add-to-cart-button}.tsx",
      "components/insights/{copy-button,premium-text,download-all-button,newsletter-box}.tsx",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@/lib/utils", message: "Join classes with clsx here: tailwind-merge would reach every public page's first load." },
            { name: "@/components/ui/button", message: "Use buttonVariants from @/components/ui/button-variants on a <button> or <Link>." },
            { name: "@/components/ui/input", message: "Use controlClassName / inputClassName from @/components/ui/control-classes." },
            { name: "radix-ui", message: "Load radix components on first use (next/dynamic or import()), not in the first load." },
          ],
        },
      ],
    },
  },
];

export default config;
