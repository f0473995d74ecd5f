"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { AuthCard, AuthLink } from "@/components/auth/auth-card";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/auth/password-input";
import { signInSchema, type SignInInput } from "@/lib/schemas/auth";
import { apiRequest, ApiError } from "@/lib/client/api";
import { refreshUser } from "@/lib/client/current-user";
import { toast } from "@/lib/use-toast";

/** Agent Sign In (spec §2): success → /crm (or `next`, a path of ours, e.g. the subscribe page) with the "Login successful" toast. */
export function SignInForm({ onSignedIn, next }: { onSignedIn?: () => void; next?: string }) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { username: "", password: "" } });

  const onSubmit = async (values: SignInInput) => {
    try {
      const res = await apiRequest<{ success: boolean; error?: string }>("POST", "/api/auth/login", values);
      if (!res.success) {
        toast({ title: "Login failed", description: res.error || "Invalid credentials", variant: "destructive" });
        return;
      }
      toast({ title: "Login successful", description: "Welcome to the CRM dashboard" });
      await refreshUser();
      onSignedIn?.();
      router.push(next?.startsWith("/") && !next.startsWith("//") ? next : "/crm");
      router.refresh();
    } catch (e) {
      if (e instanceof ApiError && e.serverMessage) {
        toast({ title: "Login failed", description: e.serverMessage, variant: "destructive" });
      } else {
        toast({ title: "Login failed", description: "Please check your username and password", variant: "destructive" });
      }
    }
  };

  return (
    <AuthCard title="Agent Sign In" description="Sign in to manage your leads, accounts and pipeline.">
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          <Field label="Username" htmlFor="username" error={errors.username?.message}>
            <Input autoComplete="username" {...register("username")} />
          </Field>
          <Field label="Password" htmlFor="password" error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...register("password")} />
          </Field>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? "Signing in..." : "Sign In"}
          </Button>
        </form>
        <AuthLink href="/forgot-password" label="Forgot your password?" />
        <AuthLink lead="New agent?" href="/register" label="Register here" />
    </AuthCard>
  );
}
