import type { ReactNode } from "react";
import { ButtonLink, NavButton } from "./button";
import { Container } from "./container";

export interface CtaLink {
  href: string;
  label: string;
}

interface CallToActionProps {
  id?: string;
  title: string;
  text: string;
  /** The first is the main action (solid); any other is secondary (outlined). */
  links: readonly CtaLink[];
  /** Anything shown after the actions (the web development page's claims). */
  children?: ReactNode;
  /** Buttons where docs/product.md#web-development names the actions buttons, links otherwise. */
  actionsAre?: "links" | "buttons";
}

/** The closing band of a page: a short pitch and one or two actions on the brand colour (screen only). */
export function CallToAction({ id = "cta", title, text, links, children, actionsAre = "links" }: CallToActionProps) {
  const Action = actionsAre === "buttons" ? NavButton : ButtonLink;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="py-12 lg:py-20 print:hidden">
      <Container>
        {/* The site's brand focus outline vanishes on this indigo band (1.3:1); white keeps it visible in both themes. */}
        <div className="rounded-3xl bg-gradient-to-br from-[#4338ca] to-[#3730a3] px-6 py-12 text-center text-white sm:px-12 [&_:focus-visible]:outline-white">
          <h2 id={`${id}-title`} className="text-3xl text-white sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lead text-indigo-100">{text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {links.map((link, i) => (
              <Action key={link.href} to={link.href} variant={i === 0 ? "inverse" : "inverse-outline"}>
                {link.label}
              </Action>
            ))}
            {children}
          </div>
        </div>
      </Container>
    </section>
  );
}
