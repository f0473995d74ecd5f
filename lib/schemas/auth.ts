import { z } from "zod";

/** Shared by the sign-in form, POST /api/auth/login and the tests (spec §5 messages verbatim). */
export const signInSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(100, "Username is too long")
    // PostgreSQL text cannot hold NUL (the throttle look-up failed with a 500); no username contains one.
    .refine((v) => !v.includes("\u0000"), "Username is invalid"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(256, "Password is too long"),
});
export type SignInInput = z.infer<typeof signInSchema>;

/**
 * What POST /api/auth/register accepts: username and password (the spec's form sends only these), and
 * the token of an admin's invitation link when the visitor came through one.
 */
export const registerSchema = z.object({
  username: z
    .string({ error: "Username must be at least 3 characters" })
    .trim()
    .min(3, "Username must be at least 3 characters")
    .max(50, "Username must be at most 50 characters")
    .regex(/^[\p{L}\p{N}._@-]+$/u, "Username may use letters, numbers, dots, dashes, underscores and @"),
  password: z
    .string({ error: "Password must be at least 6 characters" })
    .min(6, "Password must be at least 6 characters")
    .max(128, "Password must be at most 128 characters"),
  invitation: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "This invitation link is not valid")
    .nullish(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The registration form adds the confirmation, checked on the confirm field. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type RegisterFormInput = z.infer<typeof registerFormSchema>;
