import "server-only";
import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * New passwords are checked against ~49,000 passwords most often seen in breaches (zxcvbn-ts's common
 * list, frequency-ordered), case-insensitively, as OWASP ASVS 5.0 (6.2.4) asks. Server-side only: the
 * list never ships to the browser. Loaded on first use.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.trim().toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose one that is harder to guess.";
