import footerCopy from "~/content/copy/footer.yaml";
import { BRAND } from "~/content/site";
import { Container } from "~/components/ui/container";
import { Logo } from "./logo";
import type { ReactNode } from "react";
import { SocialIcon } from "./social-icon";
import { fill } from "~/lib/copy-text";

/** `newsletter` is the sign-up form, an island the page shell places here. */
export function Footer({ newsletter }: { newsletter: ReactNode }) {
  return (
    <footer className="mt-auto border-t border-border bg-surface">
      <Container className="grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1.2fr]">
        <div>
          <Logo />
          <p className="mt-4 max-w-sm text-sm text-muted">{footerCopy.about}</p>
          <ul className="mt-5 flex gap-2">
            {footerCopy.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={fill(footerCopy.socialLabel, { name: s.name })}
                  className="flex size-11 items-center justify-center rounded-lg border border-border bg-bg text-muted hover:text-brand"
                >
                  <SocialIcon icon={s.icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={footerCopy.label}>
          <h2 className="text-lg text-ink">{footerCopy.title}</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1">
            {footerCopy.links.map((l) => (
              <li key={l.href}>
                <a href={l.href} className="footer-link">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {newsletter}
      </Container>
      <div className="border-t border-border">
        <Container className="py-6 text-sm text-muted">
          <p>
            © {__BUILD_YEAR__} {BRAND}
          </p>
        </Container>
      </div>
    </footer>
  );
}
