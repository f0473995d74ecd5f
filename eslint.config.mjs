import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/** next/link's client module and helpers would be ~4 kB gzip of every page's first load: components/ui/link calls the same router. */
const NEXT_LINK = { name: "next/link", message: "Use Link from @/components/ui/link (the same app-router navigation, without next/link's weight)." };

/** A toast answers something the visitor did: first-load islands fetch the store then (lib/client/lazy-toast). */
const TOAST_STORE = { name: "@/lib/use-toast", message: "Use showToast / preloadToast from @/lib/client/lazy-toast.", allowTypeImports: true };

/** What no file on a public page's first load imports: the weight each would add is in its message. */
const FIRST_LOAD_LIMITS = [
  NEXT_LINK,
  TOAST_STORE,
  { name: "@/lib/utils", message: "Join classes with clsx here: tailwind-merge would reach the page's first load." },
  { name: "@/components/ui/button", message: "Use buttonVariants from @/components/ui/button-variants on a <button> or <Link>." },
  { name: "radix-ui", message: "Load radix components on first use (React.lazy / import()), not in the first load." },
];

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [".next/**", ".next-*/**", "node_modules/**", "lib/generated/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": ["error", { paths: [NEXT_LINK] }],
    },
  },
  {
    // Components and services never import from app/ (route tests may import the handler they test).
    files: ["components/**", "lib/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [NEXT_LINK], patterns: [{ group: ["@/app/*"], message: "Nothing imports from app/: server actions live in lib/<domain>/actions.ts, services in lib/." }] },
      ],
    },
  },
  {
    // Client islands on every public page (the shared header and the chat launcher) and on the article,
    // template and pricing pages: <Button>/<Input> bring radix Slot and cn()'s tailwind-merge (~9 kB gzip)
    // into those pages' first load. Style them with buttonVariants / control-classes and clsx instead.
    files: [
      "components/layout/{account-area,account-links,main-nav,mobile-nav,nav-menu}.tsx",
      "lib/client/auth-changes.ts",
      "lib/toast-shown.ts",
      "components/layout/lazy-toaster.tsx",
      "components/chat/chat-launcher.tsx",
      "components/crm/page-view-beacon.tsx",
      "components/checkout/{cart-indicator,cart-link,add-to-cart-button}.tsx",
      "components/checkout/cart-session.ts",
      "components/ui/link.tsx",
      "lib/island-constants.ts",
      "components/insights/{copy-button,premium-text,download-all-button,newsletter-box}.tsx",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...FIRST_LOAD_LIMITS,
            { name: "@/lib/constants", message: "Import the constant from @/lib/island-constants (move it there): lib/constants.ts whole is ~2 kB gzip." },
            { name: "@/components/ui/input", message: "Use controlClassName / inputClassName from @/components/ui/control-classes." },
          ],
        },
      ],
    },
  },
  {
    // The public lead forms, funnels and the checkout's details form: native controls (components/forms)
    // and the shared zod schema fetched on first focus (useSchemaForm), so react-hook-form, zod,
    // tailwind-merge, radix and the icon runtime stay out of these pages' first load. Types are fine.
    files: [
      "components/forms/**/*.{ts,tsx}",
      "components/funnels/**/*.{ts,tsx}",
      "components/leads/{bundle-form,bundle-success,landing-form,landing-thank-you,rate-increase-quote-dialog,rate-increase-quote-form,rate-increase-home-fields,utm-capture}.tsx",
      "components/contact/{contact-form,callback-button}.tsx",
      "components/checkout/identity-form.tsx",
      "components/icons/**/*.{ts,tsx}",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...FIRST_LOAD_LIMITS,
            { name: "@/components/ui/input", message: "Use the fields of @/components/forms/form-fields." },
            { name: "@/components/ui/card", message: "Use the class strings of @/components/ui/card-classes." },
            { name: "react-hook-form", message: "Use useSchemaForm (@/components/forms/use-schema-form)." },
            { name: "@hookform/resolvers/zod", message: "Use useSchemaForm (@/components/forms/use-schema-form)." },
            { name: "zod", message: "Load the form's schema with import() (useSchemaForm's loadSchema).", allowTypeImports: true },
            { name: "lucide-react", message: "Use the plain-SVG icons of @/components/icons (lucide-react's icons are client components).", allowTypeImports: true },
            { name: "@/lib/schemas/contact", message: "Load the schema with import(); import its types only.", allowTypeImports: true },
            { name: "@/lib/schemas/checkout", message: "Load the schema with import(); import its types only.", allowTypeImports: true },
          ],
          patterns: [
            {
              group: ["@/lib/schemas/forms/*", "!@/lib/schemas/forms/*-options", "!@/lib/schemas/forms/options"],
              message: "Render from the zod-free *-options module; load the schema with import() and import its types only.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
];

export default config;
