import "server-only";
import NextAuth, { type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { signInSchema } from "@/lib/schemas/auth";
import { verifyCredentials } from "@/lib/auth/users";
import { log } from "@/lib/log";
import type { UserRole } from "@/lib/generated/prisma/enums";

declare module "next-auth" {
  interface User {
    role?: UserRole;
    username?: string;
  }
  interface Session {
    user: { id: string; username: string; role: UserRole; name?: string | null; email?: string | null };
  }
}

/** Session lifetime: 8 hours absolute, refreshed at most hourly. Documented in the README. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/**
 * Auth.js with username/password credentials and stateless JWT sessions (any app instance can
 * read them). The spec's JSON endpoints (/api/auth/login, /logout, /user, /register) call
 * signIn/signOut/auth server-side; Auth.js's own HTTP routes are not mounted.
 */
function config(): NextAuthConfig {
  const e = env();
  return {
    secret: e.AUTH_SECRET,
    trustHost: true,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: 60 * 60 },
    pages: { signIn: "/login" },
    // A failed sign-in is an expected outcome (recorded by the login route), not an error to dump.
    logger: {
      error(error) {
        // Auth.js errors carry a `type`; class names are minified in production builds.
        const type = (error as { type?: string }).type ?? error.name;
        if (type === "CredentialsSignin") return;
        log.error("auth.error", { name: error.name, message: error.message });
      },
      warn(code) {
        log.warn("auth.warning", { code });
      },
    },
    providers: [
      Credentials({
        credentials: { username: {}, password: {} },
        async authorize(raw) {
          const parsed = signInSchema.safeParse(raw);
          if (!parsed.success) return null;
          const user = await verifyCredentials(parsed.data.username, parsed.data.password);
          if (!user) return null;
          return { id: String(user.id), name: user.username, username: user.username, role: user.role };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.sub = user.id;
          token.username = user.username;
          token.role = user.role;
        }
        return token;
      },
      session({ session, token }) {
        session.user.id = token.sub ?? "";
        session.user.username = String(token.username ?? "");
        session.user.role = (token.role as UserRole | undefined) ?? "agent";
        return session;
      },
    },
  };
}

export const { auth, signIn, signOut } = NextAuth(() => config());
