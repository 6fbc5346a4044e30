import { Check } from "~/components/ui/icons";

/** A card's short list, each item after a small check mark: what a service includes, a language's features. */
export function TickList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-2 space-y-1.5">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-ink">
          <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
          {item}
        </li>
      ))}
    </ul>
  );
}
