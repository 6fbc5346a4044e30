import { Link } from "react-router";
import { pages } from "~/content/pages";
import { forgotPasswordCopy as copy } from "~/content/auth";
import { pageMeta } from "~/lib/meta";
import { AuthLayout } from "~/components/auth/auth-layout";
import { ForgotPasswordForm } from "~/components/auth/forgot-password-form";

export const meta = () => pageMeta({ ...pages.forgotPassword, path: "/forgot-password" });

export default function ForgotPasswordPage() {
  return (
    <AuthLayout
      title={pages.forgotPassword.heading}
      lead={pages.forgotPassword.lead}
      footer={
        <>
          <p>
            {copy.rememberedIt} <Link to="/login">{copy.backToLogin}</Link>
          </p>
          <p>
            {copy.noAccount} <Link to="/signup">{copy.createAccount}</Link>
          </p>
          <p className="text-sm">
            {copy.privacyNote} <Link to="/privacy">{copy.privacyNoteLink}</Link>
          </p>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
