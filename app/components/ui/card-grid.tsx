export interface CardItem {
  title: string;
  desc: string;
}

interface CardGridProps {
  items: readonly CardItem[];
  /** Heading level of each card's title within the page outline. */
  level?: 3 | 4;
  /** Cards sit on a surface band: give them the page colour so they stand out from it. */
  onSurface?: boolean;
}

/** Titled cards of short copy in two columns (an odd last card spans both); for things rather than links. */
export function CardGrid({ items, level = 3, onSurface = false }: CardGridProps) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <ul className="grid gap-5 sm:grid-cols-2 [&>li:last-child:nth-child(odd)]:sm:col-span-2">
      {items.map((item) => (
        <li key={item.title} className={`rounded-2xl border border-border p-6 ${onSurface ? "bg-bg" : "bg-surface"}`}>
          <Heading className="text-xl">{item.title}</Heading>
          <p className="mt-2 text-muted">{item.desc}</p>
        </li>
      ))}
    </ul>
  );
}
