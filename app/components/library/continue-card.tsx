import { BookOpen, GraduationCap } from "lucide-react";
import copy from "~/content/copy/library.yaml";
import { Container } from "~/components/ui/container";
import { fill } from "~/lib/copy-text";
import { continueTargets } from "~/lib/library/lists";
import { useLibrary } from "./use-library";

/**
 * The home page's "Continue where you left off" (an island, hydrated at idle): the last article the
 * reader left part-way and the last course they began and have not finished, from their library.
 * Nothing at all when there is nothing to continue, and nothing at build.
 */
export function ContinueCard() {
  const state = useLibrary();
  const { article, course } = state?.kind === "ready" ? continueTargets(state.library) : {};
  if (!article && !course) return null;
  return (
    <section aria-labelledby="continue-title" className="border-b border-border bg-brand-soft/40 py-10">
      <Container>
        <h2 id="continue-title" className="text-2xl">
          {copy.continue.title}
        </h2>
        <ul className="mt-5 grid gap-4 md:grid-cols-2">
          {article && <ContinueItem Icon={BookOpen} label={copy.continue.article} href={`/blog/${article.slug}`} title={article.title} detail={fill(copy.continue.read, { percent: Math.round(article.progress * 100) })} />}
          {course && <ContinueItem Icon={GraduationCap} label={copy.continue.course} href={`/webdev/${course.slug}`} title={course.title} detail={fill(copy.steps.progress, { done: course.done.length })} />}
        </ul>
      </Container>
    </section>
  );
}

interface ContinueItemProps {
  Icon: typeof BookOpen;
  label: string;
  href: string;
  title: string;
  detail: string;
}

function ContinueItem({ Icon, label, href, title, detail }: ContinueItemProps) {
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-5">
      <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
      <p className="min-w-0">
        <span className="block text-sm font-semibold tracking-wide text-accent uppercase">{label}</span>
        <a className="font-semibold text-ink" href={href}>
          {title}
        </a>
        <span className="ml-2 text-sm text-muted tabular-nums">{detail}</span>
      </p>
    </li>
  );
}
