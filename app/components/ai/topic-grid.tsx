import type { PageData } from "~/content/schemas/pages";
import { aiGuides } from "~/content/guides";
import { LinkCard } from "~/components/ui/link-card";
import { AiIcon } from "./ai-icon";

type AiTopic = PageData<"ai">["sections"]["topics"]["items"][number];

const guideTitle = new Map<string, string>(aiGuides.map((g) => [g.slug, g.title]));

/** The six topics, each one card linking to the /ai/* guide that covers it. */
export function TopicGrid({ topics, action }: { topics: readonly AiTopic[]; action: string }) {
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
            action={`${action}: ${guideTitle.get(t.guide) ?? t.title}`}
          >
            {t.description}
          </LinkCard>
        </li>
      ))}
    </ul>
  );
}
