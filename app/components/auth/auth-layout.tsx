import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";

interface AuthLayoutProps {
  title: string;
  lead: string;
  children: ReactNode;
  /** Links under the card, such as "Already have an account? Sign in". */
  footer?: ReactNode;
}

/** A form page: the page's one h1 and a lead above a single card, centred at a narrow measure. */
export function AuthLayout({ title, lead, children, footer }: AuthLayoutProps) {
  return (
    <section aria-labelledby="auth-title" className="bg-gradient-to-b from-brand-soft to-bg">
      <Container className="py-12 lg:py-20">
        <div className="mx-auto max-w-lg">
          <h1 id="auth-title" className="text-center text-3xl sm:text-4xl">
            {title}
          </h1>
          <p className="mt-4 text-center text-lead text-muted">{lead}</p>
          <div className="mt-8 rounded-2xl border border-border bg-bg p-6 shadow-sm sm:p-8">{children}</div>
          {footer && <div className="mt-6 space-y-2 text-center text-muted">{footer}</div>}
        </div>
      </Container>
    </section>
  );
}
