import type { ReactNode } from "react";
import type { Hero } from "~/content/schemas/pages";
import { signupCopy } from "~/content/auth";
import { AuthLayout } from "./auth-layout";

/** The sign-up page around its form (an island), with the way to sign in instead. */
export function SignupPage({ form, hero }: { hero: Hero; form: ReactNode }) {
  return (
    <AuthLayout
      title={hero.heading}
      lead={hero.lead}
      footer={
        <>
          <p>
            {signupCopy.haveAccount} <a href="/login">{signupCopy.signIn}</a>
          </p>
          <p className="text-sm">
            {signupCopy.privacyNote} <a href="/privacy">{signupCopy.privacyNoteLink}</a>
          </p>
        </>
      }
    >
      {form}
    </AuthLayout>
  );
}
