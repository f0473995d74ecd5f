"use client";

import dynamic from "next/dynamic";

/** /crm's sign-in screen as its own chunk: signed-in agents do not download the form's code. */
export const LazySignInForm = dynamic(() => import("@/components/auth/sign-in-form").then((m) => m.SignInForm));
