import { AuthCard, AuthLink } from "@/components/auth/auth-card";

/** The register page when no account can be created here (registration closed, invitation needed or invalid). */
export function RegistrationUnavailable({ message }: { message: string }) {
  return (
    <AuthCard title="Create Agent Account">
      <p role="status" className="text-sm" data-testid="registration-unavailable">
        {message}
      </p>
      <AuthLink lead="Already have an account?" href="/login" label="Sign in here" />
    </AuthCard>
  );
}
