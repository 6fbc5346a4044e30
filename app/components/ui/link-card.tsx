import type { ReactNode } from "react";

interface LinkCardProps {
  to: string;
  title: string;
  /** Heading level of the title within the page outline. */
  level?: 2 | 3;
  children?: ReactNode;
  /** Shown above the title: an icon, image or label. */
  media?: ReactNode;
  /** Visible call to action at the bottom of the card. */
  action?: string;
}

/**
 * A card that is one link: the title's link is stretched over the whole card, so there are no
 * nested links and screen readers hear just the title.
 */
export function LinkCard({ to, title, level = 3, children, media, action }: LinkCardProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-border bg-surface p-6 transition-shadow duration-200 focus-within:shadow-lg hover:shadow-lg">
      {media}
      <Heading className="text-xl">
        <a
          href={to}
          className="text-ink no-underline group-hover:text-brand after:absolute after:inset-0 after:rounded-2xl after:content-['']"
        >
          {title}
        </a>
      </Heading>
      {children && <div className="mt-2 flex-1 text-muted">{children}</div>}
      {action && (
        <p aria-hidden="true" className="mt-4 font-semibold text-brand">
          {action} →
        </p>
      )}
    </article>
  );
}
