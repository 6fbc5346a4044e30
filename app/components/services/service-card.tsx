import { Brain, Compass, Flame, Presentation } from "~/components/ui/icons";
import type { ServiceCard as ServiceCardCopy, ServiceIcon } from "~/content/schemas/services";
import services from "~/content/pages/services.yaml";
import { fill } from "~/lib/copy-text";
import { buttonClass } from "~/components/ui/button";
import { TickList } from "~/components/ui/tick-list";

/** The card's labels, the same on every card. */
const copy = services.card;

const icons = { brain: Brain, flame: Flame, presentation: Presentation, compass: Compass } satisfies Record<
  ServiceIcon,
  unknown
>;

interface ServiceCardProps {
  slug: string;
  title: string;
  summary: string;
  card: ServiceCardCopy;
}

/** One featured service. Its two links carry the service name, so a list of links stays unambiguous. */
export function ServiceCard({ slug, title, summary, card }: ServiceCardProps) {
  const Icon = icons[card.icon];
  const headingId = `service-${slug}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col rounded-2xl border border-border bg-surface p-6 sm:p-8"
      >
        <span className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h3 id={headingId} className="mt-5 text-2xl">
          {title}
        </h3>
        <p className="mt-2 text-lg font-medium text-ink">{summary}</p>
        <p className="mt-3 text-muted">{card.description}</p>
        <p className="mt-5 text-sm font-semibold tracking-wide text-accent uppercase">{copy.includesLabel}</p>
        <TickList items={card.includes} />
        <p className="mt-4 text-sm text-muted">
          <span className="font-semibold text-ink">{copy.formatLabel}:</span> {card.format}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-6">
          <a href={`/services/${slug}`} className={buttonClass("primary")}>
            {copy.learnMore}
            <span className="sr-only"> {fill(copy.learnMoreSuffix, { title })}</span>
          </a>
          <a
            href={`/contact?subject=${encodeURIComponent(title)}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand underline hover:no-underline"
          >
            {fill(copy.askAbout, { title })}
          </a>
        </div>
      </article>
    </li>
  );
}
