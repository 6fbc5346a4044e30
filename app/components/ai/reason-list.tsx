import type { PageData } from "~/content/schemas/pages";

type AiReason = PageData<"ai">["sections"]["reasons"]["items"][number];
import { AiIcon } from "./ai-icon";

export function ReasonList({ reasons }: { reasons: readonly AiReason[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {reasons.map((r) => (
        <li key={r.title} className="rounded-2xl border border-border bg-bg p-6">
          <AiIcon name={r.icon} tone="accent" />
          <h3 className="mt-4 text-xl">{r.title}</h3>
          <p className="mt-2 text-muted">{r.text}</p>
        </li>
      ))}
    </ul>
  );
}
