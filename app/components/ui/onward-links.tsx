import type { ReactNode } from "react";
import type { OnwardLink } from "~/content/schemas/copy";
import { Container } from "./container";
import { SectionHeading } from "./section";
import mainSections from "~/content/copy/main-sections.yaml";

interface OnwardLinksProps {
  links: readonly OnwardLink[];
  title?: string;
  /** Makes the block a link target (e.g. from a table of contents); also prefixes its heading id. */
  id?: string;
  /** Cards per row on wide screens; 4 suits a set of four links. */
  columns?: 3 | 4;
  /**
   * A link to the block shown beside its heading (e.g. a "#" HeadingAnchor), as on the guides' other
   * sections. The heading and its link then sit just before the navigation, so the navigation holds
   * only the onward links.
   */
  anchor?: ReactNode;
}

/** "Keep exploring": where a reader can go next from the end of a page (not printed: paper cannot follow it). */
export function OnwardLinks({ links, title = mainSections.title, id, columns = 3, anchor }: OnwardLinksProps) {
  const titleId = id ? `${id}-title` : "onward-title";
  const list = (
    <ul className={`mt-6 grid gap-4 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {links.map((l) => (
        <li key={l.href}>
          <a
            href={l.href}
            className="block h-full rounded-xl border border-border bg-surface p-5 no-underline transition-shadow hover:shadow-md"
          >
            <span className="block font-semibold text-ink">{l.title}</span>
            <span className="mt-1 block text-sm text-muted">{l.desc}</span>
          </a>
        </li>
      ))}
    </ul>
  );
  if (anchor) {
    return (
      <div id={id} className="py-12 lg:py-16 print:hidden">
        <Container>
          <SectionHeading id={titleId} title={title} className="text-2xl" anchor={anchor} />
          <nav aria-labelledby={titleId}>{list}</nav>
        </Container>
      </div>
    );
  }
  return (
    <nav id={id} aria-labelledby={titleId} className="py-12 lg:py-16 print:hidden">
      <Container>
        <h2 id={titleId} className="text-2xl">
          {title}
        </h2>
        {list}
      </Container>
    </nav>
  );
}
