import type { Metadata } from "next";
import { SignInForm } from "@/components/auth/sign-in-form";

export const metadata: Metadata = { title: "Agent Sign In", robots: { index: false } };

export default function LoginPage() {
  return (
    <section className="px-4 py-16">
      <SignInForm />
    </section>
  );
}
