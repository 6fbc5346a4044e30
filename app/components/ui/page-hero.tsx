import type { ReactNode } from "react";
import { Container } from "./container";

interface PageHeroProps {
  /** Small label above the heading, e.g. the section of the site. */
  eyebrow?: string;
  title: string;
  /** A line right under the heading that belongs to it, e.g. "Complete Course Guide". */
  subtitle?: string;
  lead?: string;
  /** Buttons or other actions under the lead. */
  children?: ReactNode;
  /** Illustration or figure beside the text on wide screens. */
  aside?: ReactNode;
}

/** The top of a page: the page's only h1, a lead paragraph and its actions. */
export function PageHero({ eyebrow, title, subtitle, lead, children, aside }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden border-b border-border bg-gradient-to-b from-brand-soft to-bg">
      <Container className={`py-14 lg:py-20 ${aside ? "grid items-center gap-10 lg:grid-cols-2" : ""}`}>
        <div className="max-w-3xl">
          {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>}
          <h1 className="text-4xl sm:text-5xl">{title}</h1>
          {subtitle && <p className="mt-3 text-xl font-semibold text-accent sm:text-2xl">{subtitle}</p>}
          {lead && <p className="mt-5 text-lead text-muted">{lead}</p>}
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        {aside}
      </Container>
    </section>
  );
}
