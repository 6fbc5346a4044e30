/** The category as a small label; a plain span, so it can sit inside a card or a link. */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-block rounded-full bg-accent-soft px-2.5 py-0.5 text-sm font-semibold text-accent">
      {category}
    </span>
  );
}
