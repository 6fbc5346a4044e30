import type { ReactNode } from "react";
import { loginCopy as copy } from "~/content/login";
import type { Hero } from "~/content/schemas/pages";
import { Container } from "~/components/ui/container";

interface LoginPageProps {
  hero: Hero;
  /** The sign-in form (an island). */
  form: ReactNode;
  /** The Sign in with Google button (an island). */
  google: ReactNode;
}

/** The sign-in page around its two islands: heading, the card and the legal links. */
export function LoginPage({ form, google, hero }: LoginPageProps) {
  return (
    <div className="bg-gradient-to-b from-brand-soft to-bg py-12 sm:py-16">
      <Container className="max-w-lg">
        <div className="text-center">
          <h1 className="text-3xl sm:text-4xl">{hero.heading}</h1>
          <p className="mt-3 text-muted">{hero.lead}</p>
          <p className="mt-2 text-muted">
            {copy.signupPrompt} <a href={copy.signupLink.href}>{copy.signupLink.label}</a> {copy.signupSuffix}
          </p>
        </div>
        <div className="mt-8 rounded-2xl border border-border bg-bg p-6 shadow-sm sm:p-8">
          {form}
          <div className="my-6 flex items-center gap-3 text-sm text-muted">
            <span aria-hidden="true" className="h-px flex-1 bg-border" />
            {copy.divider}
            <span aria-hidden="true" className="h-px flex-1 bg-border" />
          </div>
          {google}
        </div>
        <p className="mt-6 text-center text-sm text-muted">
          {copy.legal.before} <a href={copy.legal.terms.href}>{copy.legal.terms.label}</a> {copy.legal.between}{" "}
          <a href={copy.legal.privacy.href}>{copy.legal.privacy.label}</a>
          {copy.legal.after}
        </p>
        <p className="mt-3 text-center text-sm text-muted">{copy.note}</p>
      </Container>
    </div>
  );
}
