import copy from "~/content/pages/offline.yaml";
import { savedNewestFirst } from "~/lib/library/lists";
import { articlePath, coursePath } from "~/lib/paths";
import { Container } from "~/components/ui/container";
import { LibrarySection } from "~/components/library/library-section";
import { useLibrary } from "~/components/library/use-library";
import { useKeptPages } from "./use-kept-pages";

/** Grid items that share the grid's one cell. */
const STACKED = "col-start-1 row-start-1";

/** The pages this device keeps, by the titles the reader's library has for them. */
function useKeptEntries(): { path: string; title: string }[] | undefined {
  const state = useLibrary();
  const kept = useKeptPages();
  if (!kept) return state && state.kind !== "ready" ? [] : undefined;
  const library = state?.kind === "ready" ? state.library : undefined;
  const articles = library
    ? savedNewestFirst(library).map((entry) => ({ path: articlePath(entry.slug), title: entry.title }))
    : [];
  const courses = library?.courses.map((course) => ({ path: coursePath(course.slug), title: course.title })) ?? [];
  return [...articles, ...courses].filter((entry) => kept.has(entry.path));
}

/**
 * What the offline page lists (ADR 0036): the pages this device keeps for reading without a network,
 * then the pages that are always there. It answers for any page the device does not keep, at that
 * page's address, so every link is absolute.
 */
export function OfflinePage() {
  const entries = useKeptEntries();
  const known = entries !== undefined;
  return (
    <Container className="space-y-10 py-10">
      <LibrarySection id="offline-kept" title={copy.kept.title} empty="" isEmpty={false}>
        {entries?.length ? (
          <ul className="mt-4 space-y-3">
            {entries.map((entry) => (
              <li key={entry.path}>
                <a href={entry.path} className="text-lg font-semibold">
                  {entry.title}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          // Both sentences hold one place, as tall as the longer: when the page learns that nothing is
          // kept, the answer takes the place of "looking" and nothing below it moves (CLS 0). The one
          // not meant is hidden from everyone.
          <div className="mt-3 grid text-muted">
            <p className={known ? `${STACKED} invisible` : STACKED} aria-hidden={known}>
              {copy.kept.loading}
            </p>
            <p className={known ? STACKED : `${STACKED} invisible`} aria-hidden={!known}>
              {copy.kept.empty}
            </p>
          </div>
        )}
      </LibrarySection>
      <LibrarySection id="offline-always" title={copy.always.title} empty="" isEmpty={false}>
        <ul className="mt-4 flex flex-wrap gap-3">
          {copy.always.links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="inline-flex min-h-11 items-center rounded-lg border border-border px-4 font-semibold text-ink no-underline hover:border-brand"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </LibrarySection>
    </Container>
  );
}
