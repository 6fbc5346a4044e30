import { CircleCheck } from "~/components/ui/icons";

/**
 * Short statements as cards in two columns, each after a check mark: why a course topic matters,
 * who a service suits. (A card's own short list is TickList.)
 */
export function CheckCards({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 rounded-2xl border border-border bg-bg p-5">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
