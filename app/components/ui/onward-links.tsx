import { Link } from "react-router";
import type { OnwardLink } from "~/content/explore";
import { Container } from "./container";


/** "Keep exploring": where a reader can go next from the end of a page. */
export function OnwardLinks({ links, title = "Keep exploring", id }: { links: readonly OnwardLink[]; title?: string; id?: string }) {
  const titleId = id ? `${id}-title` : "onward-title";
  return (
    <nav id={id} aria-labelledby={titleId} className="py-12 lg:py-16">
      <Container>
        <h2 id={titleId} className="text-2xl">
          {title}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {links.map((l) => (
            <li key={l.href}>
              <Link
                to={l.href}
                className="block h-full rounded-xl border border-border bg-surface p-5 no-underline transition-shadow hover:shadow-md"
              >
                <span className="block font-semibold text-ink">{l.title}</span>
                <span className="mt-1 block text-sm text-muted">{l.desc}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
