import type { ReactNode } from "react";
import type { PageData } from "~/content/schemas/pages";
import { LinkedText } from "~/components/ui/linked-text";
import { Container } from "~/components/ui/container";

interface LoginPageProps {
  page: PageData<"login">;
  /** The sign-in form (an island). */
  form: ReactNode;
  /** The Sign in with Google button (an island). */
  google: ReactNode;
}

/** The sign-in page around its two islands: heading, the card and the legal links. */
export function LoginPage({ form, google, page }: LoginPageProps) {
  const { hero, sections: copy } = page;
  return (
    <div className="bg-gradient-to-b from-brand-soft to-bg py-12 sm:py-16">
      <Container className="max-w-lg">
        <div className="text-center">
          <h1 className="text-3xl sm:text-4xl">{hero.heading}</h1>
          <p className="mt-3 text-muted">{hero.lead}</p>
          <p className="mt-2 text-muted">
            <LinkedText text={copy.intro} />
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
          <LinkedText text={copy.legal} />
        </p>
        <p className="mt-3 text-center text-sm text-muted">
          <LinkedText text={copy.note} />
        </p>
      </Container>
    </div>
  );
}
