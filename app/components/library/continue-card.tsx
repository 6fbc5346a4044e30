import { BookOpen, GraduationCap } from "~/components/ui/icons";
import copy from "~/content/copy/saving.yaml";
import { Container } from "~/components/ui/container";
import { articlePath, coursePath } from "~/lib/paths";

/**
 * The home page's "Continue where you left off": the last article the reader left part-way and the
 * last course they began and have not finished, from their library. Built empty and hidden, with
 * its words in data attributes; the page's inline library script (library-init.ts, paintContinue)
 * fills and shows it before the first paint, so it costs no React (issue 40). Nothing shows when
 * there is nothing to continue.
 */
export function ContinueCard() {
  return (
    <section
      data-continue
      hidden
      aria-labelledby="continue-title"
      className="border-b border-border bg-brand-soft/40 py-10"
    >
      <Container>
        <h2 id="continue-title" className="text-2xl">
          {copy.continue.title}
        </h2>
        <ul className="mt-5 grid gap-4 md:grid-cols-2">
          <ContinueItem
            kind="article"
            href={articlePath("")}
            Icon={BookOpen}
            label={copy.continue.article}
            detail={copy.continue.read}
          />
          <ContinueItem
            kind="course"
            href={coursePath("")}
            Icon={GraduationCap}
            label={copy.continue.course}
            detail={copy.steps.progress}
          />
        </ul>
      </Container>
    </section>
  );
}

interface ContinueItemProps {
  kind: "article" | "course";
  /** Where the item's link leads, but for the slug the script adds: "/blog/". */
  href: string;
  Icon: typeof BookOpen;
  label: string;
  /** "{percent}% read", "{done} of 5 steps done": filled by the script. */
  detail: string;
}

function ContinueItem({ kind, href, Icon, label, detail }: ContinueItemProps) {
  return (
    <li
      data-continue-item={kind}
      data-href={href}
      hidden
      className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-5"
    >
      <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
      <p className="min-w-0">
        <span className="block text-sm font-semibold tracking-wide text-accent uppercase">{label}</span>
        {/* No address until library-init.ts gives it the title and the slug: a placeholder href was a
            link to /blog/ and /webdev/ that crawlers followed out of the hidden card. */}
        {/* eslint-disable-next-line jsx-a11y/anchor-has-content, jsx-a11y/anchor-is-valid -- hidden until then */}
        <a className="font-semibold text-ink" />
        <span data-template={detail} className="ml-2 text-sm text-muted tabular-nums" />
      </p>
    </li>
  );
}
