import type { Author as TeamMember } from "~/content/schemas/blog";
import articleCopy from "~/content/copy/article.yaml";
import { authorPath } from "~/lib/articles";
import { AuthorAvatar } from "./author-avatar";
import { fill } from "~/lib/copy-text";

export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <li className="flex flex-col items-center rounded-2xl border border-border bg-surface p-6 text-center">
      <AuthorAvatar author={member} id={member.initials.toLowerCase()} />
      <h3 className="mt-4 text-xl">
        <a
          href={authorPath(member.id)}
          aria-label={fill(articleCopy.authorLinkLabel, { name: member.name })}
          className="text-ink"
        >
          {member.name}
        </a>
      </h3>
      <p className="font-semibold text-accent">{member.role}</p>
      <p className="mt-3 text-muted">{member.bio}</p>
    </li>
  );
}
