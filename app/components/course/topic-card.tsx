import { ArrowRight, Check } from "~/components/ui/icons";
import type { CourseIconName, CourseTone } from "~/content/schemas/courses";
import { CourseIcon } from "./course-icon";
import { toneChip, toneEdge } from "./tones";
import libraryCopy from "~/content/copy/saving.yaml";
import { fill } from "~/lib/copy-text";

/** A topic's card: its title and page, and the card copy from its file in app/content/courses/topics/. */
export interface TopicCardData {
  slug: string;
  title: string;
  detailsLink: string;
  description: string;
  icon: CourseIconName;
  color: CourseTone;
  features: readonly string[];
}

/**
 * One course topic on the landing page. Every card's link reads "Start Learning", so the topic's
 * title is added for screen readers to tell the six links apart.
 */
export function TopicCard({ card, action }: { card: TopicCardData; action: string }) {
  return (
    <article
      className={`flex h-full flex-col rounded-2xl border border-t-4 border-border bg-surface p-6 transition-shadow duration-200 hover:shadow-lg ${toneEdge[card.color]}`}
    >
      <span className={`flex size-12 items-center justify-center rounded-xl ring-1 ${toneChip[card.color]}`}>
        <CourseIcon name={card.icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-xl">{card.title}</h3>
      <p className="mt-2 text-muted">{card.description}</p>
      <ul className="mt-5 flex-1 space-y-2 text-sm">
        {card.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {/* The reader's progress in this course, once begun (their library; components/library/library-init.ts). */}
      <div data-course-progress={card.slug} data-when-begun hidden className="mt-5">
        <progress
          aria-label={fill(libraryCopy.steps.cardLabel, { course: card.title })}
          max={5}
          value={0}
          className="progress h-2 w-full"
        />
        <p
          data-progress-text
          data-template={libraryCopy.steps.progress}
          className="mt-1 text-sm font-semibold text-ink tabular-nums"
        />
      </div>
      <a
        href={card.detailsLink}
        className="mt-6 inline-flex min-h-11 items-center gap-2 self-start rounded-lg font-semibold text-brand no-underline hover:underline"
      >
        {action}
        <span className="sr-only"> {card.title}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </article>
  );
}

export function TopicGrid({ cards, action }: { cards: readonly TopicCardData[]; action: string }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.slug}>
          <TopicCard card={card} action={action} />
        </li>
      ))}
    </ul>
  );
}
