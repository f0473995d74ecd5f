import { z } from "zod";
import { LEAD_TYPES } from "@/lib/constants";

/**
 * Account self-service and agent administration forms (issue 17), shared by the forms and their server
 * actions. New passwords follow OWASP ASVS 5.0: at least 8 characters (6.2.1), at least 64 allowed
 * (6.2.9), and not a common password (6.2.4, checked on the server: lib/auth/password-policy.ts).
 * Registration keeps the spec's own rule and message (at least 6) and adds the common-password check.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const newPassword = z
  .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const confirmation = z.string({ error: "Passwords don't match" });
const matches = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const MISMATCH = { message: "Passwords don't match", path: ["confirmPassword"] };

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(256, "Password is too long"),
    password: newPassword,
    confirmPassword: confirmation,
  })
  .refine(matches, MISMATCH)
  .refine((v) => v.password !== v.currentPassword, { message: "Choose a password different from the current one", path: ["password"] });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const forgotPasswordSchema = z.object({
  identifier: z
    .string({ error: "Enter your username or e-mail address" })
    .trim()
    .min(1, "Enter your username or e-mail address")
    .max(254, "That is too long for a username or e-mail address")
    .refine((v) => !v.includes("\u0000"), "Enter your username or e-mail address"),
});

export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "This reset link is not valid" }).regex(RESET_TOKEN_PATTERN, "This reset link is not valid"),
    password: newPassword,
    confirmPassword: confirmation,
  })
  .refine(matches, MISMATCH);

export const accountEmailSchema = z.object({
  email: z.union([z.literal(""), z.email("Please enter a valid email address").max(254)]),
});

/** Invitation validity an admin can choose, in days. */
/**
 * The roles an admin gives (issue 31): agents are the licensed agents who buy leads (their own
 * deliveries only); sales are our staff working agent prospects (round-robin); admins see everything.
 */
export const ROLE_OPTIONS = [
  { value: "agent", label: "Agent (buys leads)" },
  { value: "sales", label: "Sales (agent prospects)" },
  { value: "admin", label: "Admin" },
] as const;

export const INVITATION_DAYS = [1, 3, 7, 14] as const;

export const invitationSchema = z.object({
  role: z.enum(["agent", "sales", "admin"], { error: "Please choose a role" }),
  validDays: z.coerce.number().refine((d) => (INVITATION_DAYS as readonly number[]).includes(d), "Please choose how long the link works"),
  note: z.string().trim().max(120, "Keep the note under 120 characters").optional(),
});

const userId = z.coerce.number({ error: "Unknown user" }).int("Unknown user").positive("Unknown user");

export const approveAgentSchema = z.object({
  userId,
  acceptsLeadTypes: z.array(z.enum(LEAD_TYPES)).default([]),
});

export const userIdSchema = z.object({ userId });
