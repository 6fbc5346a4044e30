import { BookOpen, Handshake, Rocket, Sparkles } from "~/components/ui/icons";
import type { PageData, ValueIcon } from "~/content/schemas/pages";

type CompanyValue = PageData<"about">["sections"]["values"]["items"][number];

const icons = { sparkles: Sparkles, book: BookOpen, rocket: Rocket, handshake: Handshake } satisfies Record<
  ValueIcon,
  unknown
>;

export function ValueCard({ value }: { value: CompanyValue }) {
  const Icon = icons[value.icon];
  return (
    <li className="rounded-2xl border border-border bg-bg p-6">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-xl">{value.name}</h3>
      <p className="mt-2 text-muted">{value.description}</p>
    </li>
  );
}
