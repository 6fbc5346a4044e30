import type { CareersPage as CareersPageCopy, Role } from "~/content/schemas/careers";
import { contact } from "~/lib/content/settings";
import mainSections from "~/content/copy/main-sections.yaml";
import { mailtoHref } from "~/lib/links";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { Paragraphs } from "~/components/ui/paragraphs";
import { CardGrid } from "~/components/ui/card-grid";
import { StepList } from "~/components/ui/step-list";
import { CallToAction } from "~/components/ui/call-to-action";
import { ButtonLink } from "~/components/ui/button";
import { OnwardLinks } from "~/components/ui/onward-links";
import { RoleCard } from "./role-card";

/** The Careers page: working here, benefits, open roles, how hiring works and a way to write without a role. */
export function CareersPage({ copy: c, roles }: { copy: CareersPageCopy; roles: readonly Role[] }) {
  return (
    <>
      <PageHero title={c.heading} lead={c.lead}>
        <ButtonLink to="#open-roles">{c.seeRoles.replace("{count}", String(roles.length))}</ButtonLink>
        <ButtonLink to="#hiring" variant="secondary">
          {c.hiring.title}
        </ButtonLink>
      </PageHero>
      <Section id="working-here" title={c.workingHere.title}>
        <Paragraphs paragraphs={c.workingHere.paragraphs} lead />
      </Section>
      <Section id="benefits" tone="surface" title={c.benefits.title}>
        <CardGrid items={c.benefits.items} onSurface />
      </Section>
      <Section id="open-roles" title={c.roles.title} intro={c.roles.intro}>
        <div className="grid gap-6 lg:grid-cols-2">
          {roles.map((role) => (
            <RoleCard key={role.id} role={role} labels={c.roles} />
          ))}
        </div>
      </Section>
      <Section id="hiring" tone="surface" title={c.hiring.title} intro={c.hiring.intro}>
        <StepList steps={c.hiring.steps} />
        <p className="mt-8 font-semibold">{c.hiring.promise}</p>
      </Section>
      <CallToAction
        id="no-role"
        title={c.noRole.title}
        text={c.noRole.text}
        links={[{ href: mailtoHref(contact.email, c.noRole.subject), label: c.noRole.action }]}
      />
      <OnwardLinks links={mainSections.links} />
    </>
  );
}
