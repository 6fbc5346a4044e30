import type { ReactNode } from "react";
import type { Hero } from "~/content/schemas/pages";
import { forgotPasswordCopy as copy } from "~/content/auth";
import { AuthLayout } from "./auth-layout";

/** The password reset page around its form (an island), with the ways back. */
export function ForgotPasswordPage({ form, hero }: { hero: Hero; form: ReactNode }) {
  return (
    <AuthLayout
      title={hero.heading}
      lead={hero.lead}
      footer={
        <>
          <p>
            {copy.rememberedIt} <a href="/login">{copy.backToLogin}</a>
          </p>
          <p>
            {copy.noAccount} <a href="/signup">{copy.createAccount}</a>
          </p>
          <p className="text-sm">
            {copy.privacyNote} <a href="/privacy">{copy.privacyNoteLink}</a>
          </p>
        </>
      }
    >
      {form}
    </AuthLayout>
  );
}
