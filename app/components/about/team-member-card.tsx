import type { Author as TeamMember } from "~/content/blog";
import { articleCopy } from "~/content/blog";
import { authorPath } from "~/lib/articles";
import { InitialsAvatar } from "./initials-avatar";

export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <li className="flex flex-col items-center rounded-2xl border border-border bg-surface p-6 text-center">
      <InitialsAvatar initials={member.initials} tone={member.tone} id={member.initials.toLowerCase()} />
      <h3 className="mt-4 text-xl">
        <a href={authorPath(member.id)} aria-label={articleCopy.authorLinkLabel(member.name)} className="text-ink">
          {member.name}
        </a>
      </h3>
      <p className="font-semibold text-accent">{member.role}</p>
      <p className="mt-3 text-muted">{member.bio}</p>
    </li>
  );
}
