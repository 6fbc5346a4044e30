import { ChevronRight } from "~/components/ui/icons";

interface ServiceLink {
  slug: string;
  title: string;
  summary: string;
}

/** Every service page as a compact directory. */
export function AllServicesList({ services }: { services: readonly ServiceLink[] }) {
  return (
    <ul className="grid gap-x-8 gap-y-1 md:grid-cols-2">
      {services.map((s) => (
        <li key={s.slug} className="border-b border-border">
          <a href={`/services/${s.slug}`} className="group flex items-center gap-3 py-4 no-underline">
            <span className="flex-1">
              <span className="block font-semibold text-ink group-hover:text-brand group-hover:underline">
                {s.title}
              </span>
              <span className="block text-sm text-muted">{s.summary}</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-brand" />
          </a>
        </li>
      ))}
    </ul>
  );
}
