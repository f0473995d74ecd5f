import Link from "next/link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** The register page when no account can be created here (registration closed, invitation needed or invalid). */
export function RegistrationUnavailable({ message }: { message: string }) {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          Create Agent Account
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p role="status" className="text-sm" data-testid="registration-unavailable">
          {message}
        </p>
        <p className="text-sm text-muted-foreground">
          Already have an account?{" "}
          <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in here
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
