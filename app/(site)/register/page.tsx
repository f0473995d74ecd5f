import type { Metadata } from "next";
import { RegisterForm } from "@/components/auth/register-form";

export const metadata: Metadata = { title: "Create Agent Account", robots: { index: false } };

export default function RegisterPage() {
  return (
    <section className="px-4 py-16">
      <RegisterForm />
    </section>
  );
}
