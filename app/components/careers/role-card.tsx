import { Briefcase, Clock, MapPin } from "~/components/ui/icons";
import type { CareersPage, Role } from "~/content/schemas/careers";
import { contact } from "~/lib/content/settings";
import { mailtoHref } from "~/lib/links";
import { ButtonLink } from "~/components/ui/button";

/** One open role: what it is, what we look for, where and how much, and an email to apply. */
export function RoleCard({ role, labels: c }: { role: Role; labels: CareersPage["roles"] }) {
  const facts = [
    { label: c.teamLabel, value: role.team, Icon: Briefcase },
    { label: c.locationLabel, value: role.location, Icon: MapPin },
    { label: c.hoursLabel, value: role.hours, Icon: Clock },
  ];
  return (
    <article
      id={role.id}
      aria-labelledby={`${role.id}-title`}
      className="flex flex-col rounded-2xl border border-border bg-surface p-6 sm:p-8"
    >
      <h3 id={`${role.id}-title`} className="text-2xl">
        {role.title}
      </h3>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
        {facts.map(({ label, value, Icon }) => (
          // A <dl>'s <div> holds only <dt> and <dd>: the icon stands in the term, beside its spoken label.
          <div key={label} className="flex items-center gap-1.5">
            <dt className="flex">
              <Icon aria-hidden="true" className="size-4 text-accent" />
              <span className="sr-only">{label}</span>
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4">{role.summary}</p>
      <h4 className="mt-6 text-lg">{c.workHeading}</h4>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-muted marker:text-accent">
        {role.work.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h4 className="mt-6 text-lg">{c.lookForHeading}</h4>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-muted marker:text-accent">
        {role.lookFor.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        <ButtonLink to={mailtoHref(contact.email, c.applySubject.replace("{role}", role.title))}>
          {c.apply.replace("{role}", role.title)}
        </ButtonLink>
      </div>
    </article>
  );
}
