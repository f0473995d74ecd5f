import "server-only";
import NextAuth, { type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { loadSessionUser, SESSION_MAX_AGE_SECONDS } from "@/lib/auth/sessions";
import { log } from "@/lib/log";
import type { UserRole } from "@/lib/generated/prisma/enums";

declare module "next-auth" {
  interface User {
    role?: UserRole;
    username?: string;
    sessionId?: string;
  }
  interface Session {
    user: { id: string; username: string; role: UserRole; name?: string | null; email?: string | null };
    /** The `user_sessions` row this cookie stands for (server-side only: Auth.js's HTTP routes are not mounted). */
    sessionId?: string;
  }
}

export { SESSION_MAX_AGE_SECONDS };

/**
 * Auth.js mints and reads the session cookie (a signed, encrypted JWT any app instance can read); the
 * session itself is a `user_sessions` row (lib/auth/sessions.ts) that every request re-reads, so it
 * can be revoked. Sign-in is decided by POST /api/auth/login (throttling, password, account status),
 * which creates that row and then calls signIn("credentials", {sessionId}): the "credential" here is
 * the fresh row's 256-bit id, never a password. Auth.js's own HTTP routes are not mounted.
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
        credentials: { sessionId: {}, userId: {} },
        async authorize(raw) {
          const sessionId = typeof raw.sessionId === "string" ? raw.sessionId : "";
          const userId = Number(raw.userId);
          if (!sessionId || !Number.isInteger(userId)) return null;
          const user = await loadSessionUser(sessionId, userId);
          if (!user) return null;
          return { id: String(user.id), name: user.username, username: user.username, role: user.role, sessionId };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.sub = user.id;
          token.username = user.username;
          token.role = user.role;
          token.sid = user.sessionId;
        }
        return token;
      },
      session({ session, token }) {
        session.user.id = token.sub ?? "";
        session.user.username = String(token.username ?? "");
        session.user.role = (token.role as UserRole | undefined) ?? "agent";
        session.sessionId = typeof token.sid === "string" ? token.sid : undefined;
        return session;
      },
    },
  };
}

export const { auth, signIn, signOut } = NextAuth(() => config());
