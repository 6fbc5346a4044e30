import { Info } from "~/components/ui/icons";
import type { Author as TeamMember } from "~/content/schemas/blog";
import { TeamMemberCard } from "./team-member-card";

/** The team, introduced by the note that its members are illustrative, so no reader is misled. */
export function TeamList({ members, note }: { members: readonly TeamMember[]; note: string }) {
  return (
    <>
      <p className="mb-8 flex max-w-3xl gap-3 rounded-xl border border-border bg-accent-soft px-4 py-3 text-ink">
        <Info aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
        {note}
      </p>
      <ul className="grid gap-6 md:grid-cols-3">
        {members.map((m) => (
          <TeamMemberCard key={m.name} member={m} />
        ))}
      </ul>
    </>
  );
}
