/** What You'll Learn: a real numbered list, with the numbers drawn as badges by CSS counters. */
export function LearnList({ items }: { items: readonly string[] }) {
  return (
    <ol className="grid list-none gap-3 [counter-reset:learn] sm:grid-cols-2">
      {items.map((item) => (
        <li
          key={item}
          className="flex gap-3 rounded-xl bg-surface p-4 [counter-increment:learn] before:flex before:size-8 before:shrink-0 before:items-center before:justify-center before:rounded-lg before:bg-accent-soft before:font-bold before:text-accent before:content-[counter(learn)]"
        >
          <span>{item}</span>
        </li>
      ))}
    </ol>
  );
}
