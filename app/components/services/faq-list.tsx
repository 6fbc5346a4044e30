import { ChevronDown } from "~/components/ui/icons";
import type { ServiceFaq } from "~/content/schemas/services";

/**
 * Questions as native disclosure widgets: <summary> is keyboard operable and announced as
 * expandable without any script, and the answers are in the HTML for search engines.
 */
export function FaqList({ items }: { items: readonly ServiceFaq[] }) {
  return (
    <div className="max-w-3xl divide-y divide-border rounded-2xl border border-border bg-bg">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-lg font-semibold text-ink marker:hidden hover:text-brand [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-muted transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 text-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
