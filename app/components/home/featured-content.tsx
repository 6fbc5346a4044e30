import type { PageData } from "~/content/schemas/pages";
import { HomeIcon } from "./home-icon";

type FeaturedItem = PageData<"home">["sections"]["featured"]["items"][number];
import { LinkCard } from "~/components/ui/link-card";
import { Section } from "~/components/ui/section";

interface FeaturedContentProps {
  id: string;
  title: string;
  intro: string;
  items: readonly FeaturedItem[];
}

export function FeaturedContent({ id, title, intro, items }: FeaturedContentProps) {
  return (
    <Section id={id} title={title} intro={intro}>
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.href}>
            <LinkCard
              to={item.href}
              title={item.title}
              action={item.action}
              media={
                <div className="mb-5 flex items-center gap-3">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
                    <HomeIcon name={item.icon} className="size-6" />
                  </span>
                  <span className="text-sm font-semibold tracking-wide text-accent uppercase">{item.kicker}</span>
                </div>
              }
            >
              <p>{item.description}</p>
            </LinkCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
