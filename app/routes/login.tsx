import { Link } from "react-router";
import { loginCopy as copy } from "~/content/login";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { Container } from "~/components/ui/container";
import { LoginForm } from "~/components/forms/login-form";
import { GoogleButton } from "~/components/forms/google-button";

export const meta = () => pageMeta({ ...pages.login, path: "/login" });

export default function LoginPage() {
  return (
    <div className="bg-gradient-to-b from-brand-soft to-bg py-12 sm:py-16">
      <Container className="max-w-lg">
        <div className="text-center">
          <h1 className="text-3xl sm:text-4xl">{pages.login.heading}</h1>
          <p className="mt-3 text-muted">{pages.login.lead}</p>
          <p className="mt-2 text-muted">
            {copy.signupPrompt} <Link to={copy.signupLink.href}>{copy.signupLink.label}</Link> {copy.signupSuffix}
          </p>
        </div>
        <div className="mt-8 rounded-2xl border border-border bg-bg p-6 shadow-sm sm:p-8">
          <LoginForm />
          <div className="my-6 flex items-center gap-3 text-sm text-muted">
            <span aria-hidden="true" className="h-px flex-1 bg-border" />
            {copy.divider}
            <span aria-hidden="true" className="h-px flex-1 bg-border" />
          </div>
          <GoogleButton />
        </div>
        <p className="mt-6 text-center text-sm text-muted">
          {copy.legal.before} <Link to={copy.legal.terms.href}>{copy.legal.terms.label}</Link> {copy.legal.between}{" "}
          <Link to={copy.legal.privacy.href}>{copy.legal.privacy.label}</Link>
          {copy.legal.after}
        </p>
        <p className="mt-3 text-center text-sm text-muted">{copy.note}</p>
      </Container>
    </div>
  );
}
