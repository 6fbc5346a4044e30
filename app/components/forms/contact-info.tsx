import { Clock, Mail, MapPin, Phone } from "~/components/ui/icons";
import type { ReactNode } from "react";
import type { PageData } from "~/content/schemas/pages";
import { contact } from "~/lib/content/settings";

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-11 pl-15">
      <dt className="text-sm font-semibold text-muted">
        <span className="absolute top-0 left-0 flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}

/** Static ways to reach the team: email, phone, office and hours. */
export function ContactInfo(copy: PageData<"contact">["sections"]["details"]) {
  const iconClass = "size-5";
  return (
    <section aria-labelledby={`${copy.id}-title`} className="rounded-2xl border border-border bg-bg p-6 sm:p-8">
      <h2 id={`${copy.id}-title`} className="text-2xl">
        {copy.title}
      </h2>
      <p className="mt-1 text-muted">{copy.intro}</p>
      <address className="mt-6 not-italic">
        <dl className="flex flex-col gap-5">
          <Item icon={<Mail aria-hidden="true" className={iconClass} />} label={copy.labels.email}>
            <a href={`mailto:${contact.email}`} className="break-all">
              {contact.email}
            </a>
          </Item>
          <Item icon={<Phone aria-hidden="true" className={iconClass} />} label={copy.labels.phone}>
            <a href={contact.phoneHref}>{contact.phone}</a>
          </Item>
          <Item icon={<MapPin aria-hidden="true" className={iconClass} />} label={copy.labels.address}>
            {contact.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </Item>
          <Item icon={<Clock aria-hidden="true" className={iconClass} />} label={copy.labels.hours}>
            {contact.hours}
          </Item>
        </dl>
      </address>
    </section>
  );
}
