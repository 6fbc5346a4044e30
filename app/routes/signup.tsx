import { Link } from "react-router";
import { pages } from "~/content/pages";
import { signupCopy } from "~/content/auth";
import { pageMeta } from "~/lib/meta";
import { AuthLayout } from "~/components/auth/auth-layout";
import { SignupForm } from "~/components/auth/signup-form";

export const meta = () => pageMeta({ ...pages.signup, path: "/signup" });

export default function SignupPage() {
  return (
    <AuthLayout
      title={pages.signup.heading}
      lead={pages.signup.lead}
      footer={
        <>
          <p>
            {signupCopy.haveAccount} <Link to="/login">{signupCopy.signIn}</Link>
          </p>
          <p className="text-sm">
            {signupCopy.privacyNote} <Link to="/privacy">{signupCopy.privacyNoteLink}</Link>
          </p>
        </>
      }
    >
      <SignupForm />
    </AuthLayout>
  );
}
