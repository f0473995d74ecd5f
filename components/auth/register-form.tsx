"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { AuthCard, AuthLink } from "@/components/auth/auth-card";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/auth/password-input";
import { registerFormSchema, type RegisterFormInput } from "@/lib/schemas/auth";
import { apiRequest, ApiError } from "@/lib/client/api";
import { toast } from "@/lib/use-toast";

/**
 * Create Agent Account (spec §2): username and password are sent (plus the invitation token when the
 * visitor came through an admin's link); success → /login. `notice` says what happens to the account:
 * approved at once (invitation) or waiting for an admin's approval.
 */
export function RegisterForm({ invitation, notice }: { invitation?: string; notice: string }) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: "", password: "", confirmPassword: "" },
  });

  const onSubmit = async ({ username, password }: RegisterFormInput) => {
    try {
      const res = await apiRequest<{ success: boolean; error?: string }>("POST", "/api/auth/register", {
        username,
        password,
        ...(invitation ? { invitation } : {}),
      });
      if (!res.success) {
        toast({ title: "Registration failed", description: res.error || "Username may already exist", variant: "destructive" });
        return;
      }
      toast({ title: "Registration successful", description: "You can now sign in with your account" });
      router.push("/login");
    } catch (e) {
      const description = e instanceof ApiError && e.serverMessage ? e.serverMessage : "Please try again";
      toast({ title: "Registration failed", description, variant: "destructive" });
    }
  };

  return (
    <AuthCard title="Create Agent Account" description="Register to work your leads in the CRM.">
        <p className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="registration-notice">
          {notice}
        </p>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          <Field label="Username" htmlFor="username" error={errors.username?.message}>
            <Input autoComplete="username" {...register("username")} />
          </Field>
          <Field label="Password" htmlFor="password" error={errors.password?.message}>
            <PasswordInput autoComplete="new-password" {...register("password")} />
          </Field>
          <Field label="Confirm Password" htmlFor="confirmPassword" error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...register("confirmPassword")} />
          </Field>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? "Creating account..." : "Create Account"}
          </Button>
        </form>
        <AuthLink lead="Already have an account?" href="/login" label="Sign in here" />
    </AuthCard>
  );
}
