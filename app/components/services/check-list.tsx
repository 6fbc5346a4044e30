import { CircleCheck } from "~/components/ui/icons";

/** Short statements, each marked with a check; used for who a service suits. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 rounded-xl border border-border bg-bg p-5">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
