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
          {article && (
            <li className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-5">
              <BookOpen aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
              <p className="min-w-0">
                <span className="block text-sm font-semibold tracking-wide text-accent uppercase">{copy.continue.article}</span>
                <a className="font-semibold text-ink" href={`/blog/${article.slug}`}>
                  {article.title}
                </a>
                <span className="ml-2 text-sm text-muted tabular-nums">{fill(copy.continue.read, { percent: Math.round(article.progress * 100) })}</span>
              </p>
            </li>
          )}
          {course && (
            <li className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-5">
              <GraduationCap aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
              <p className="min-w-0">
                <span className="block text-sm font-semibold tracking-wide text-accent uppercase">{copy.continue.course}</span>
                <a className="font-semibold text-ink" href={`/webdev/${course.slug}`}>
                  {course.title}
                </a>
                <span className="ml-2 text-sm text-muted tabular-nums">{fill(copy.steps.progress, { done: course.done.length })}</span>
              </p>
            </li>
          )}
        </ul>
      </Container>
    </section>
  );
}
