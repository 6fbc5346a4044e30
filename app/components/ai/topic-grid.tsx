import type { PageData } from "~/content/schemas/pages";
import { LinkCard } from "~/components/ui/link-card";
import { AiIcon } from "./ai-icon";

type AiTopic = PageData<"ai">["sections"]["topics"]["items"][number];

interface TopicGridProps {
  topics: readonly AiTopic[];
  action: string;
  /** The /ai/* guides' titles by slug: each card's action names the guide it opens. */
  guideTitles: Readonly<Record<string, string>>;
}

/** The six topics, each one card linking to the /ai/* guide that covers it. */
export function TopicGrid({ topics, action, guideTitles }: TopicGridProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {topics.map((t) => (
        <li key={t.title}>
          <LinkCard
            to={`/ai/${t.guide}`}
            title={t.title}
            media={
              <div className="mb-4">
                <AiIcon name={t.icon} />
              </div>
            }
            action={`${action}: ${guideTitles[t.guide] ?? t.title}`}
          >
            {t.description}
          </LinkCard>
        </li>
      ))}
    </ul>
  );
}
