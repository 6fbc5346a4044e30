export interface CardItem {
  title: string;
  desc: string;
}

interface CardGridProps {
  items: readonly CardItem[];
  /** Heading level of each card's title within the page outline. */
  level?: 3 | 4;
}

/** Titled cards of short copy in a responsive grid; for lists of things rather than links. */
export function CardGrid({ items, level = 3 }: CardGridProps) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-border bg-surface p-6">
          <Heading className="text-xl">{item.title}</Heading>
          <p className="mt-2 text-muted">{item.desc}</p>
        </li>
      ))}
    </ul>
  );
}
