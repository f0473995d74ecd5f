"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { optOutSchema } from "@/lib/schemas/opt-out";
import { apiRequest, ApiError } from "@/lib/client/api";
import { toast } from "@/lib/use-toast";
import type { z } from "zod";

type Values = z.input<typeof optOutSchema>;

/** Revoke consent by e-mail or phone; the confirmation replaces the form. */
export function OptOutForm() {
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(optOutSchema), defaultValues: { email: "", phone: "" } });

  const onSubmit = async (values: Values) => {
    try {
      const res = await apiRequest<{ message: string }>("POST", "/api/opt-out", values);
      setDone(res.message);
    } catch (e) {
      const description = e instanceof ApiError && e.serverMessage ? e.serverMessage : "Please try again.";
      toast({ title: "Could not record your request", description, variant: "destructive" });
    }
  };

  if (done) {
    return (
      <p role="status" className="rounded-md border border-success/40 bg-success/10 p-4 text-sm">
        {done}
      </p>
    );
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <Field label="E-mail address" htmlFor="email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register("email")} />
      </Field>
      <Field label="Phone number" htmlFor="phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...register("phone")} />
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Stop contacting me"}
      </Button>
    </form>
  );
}
