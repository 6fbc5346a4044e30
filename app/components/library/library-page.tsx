import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { Download, FolderPlus, Pencil, Send, Trash2, Upload } from "~/components/ui/icons";
import copy from "~/content/pages/library.yaml";
import controls from "~/content/copy/saving.yaml";
import { countText, fill } from "~/lib/copy-text";
import { parseLibrary } from "~/lib/library/check";
import { removeSaved } from "~/lib/library/edit";
import { COURSE_STEPS, type Library, type SavedArticle } from "~/lib/library/format";
import { isLibraryLink } from "~/lib/library/link-fragment";
import {
  articlesNewestFirst,
  coursesNewestFirst,
  filterWords,
  matchesFilter,
  readingNewestFirst,
} from "~/lib/library/lists";
import type { Added } from "~/lib/library/merge";
import { createList, deleteList, noteOf, removeFromList, renameList, setNote } from "~/lib/library/named-lists";
import { Container } from "~/components/ui/container";
import { OfflineMark } from "~/components/offline/offline-mark";
import { useKeptPages } from "~/components/offline/use-kept-pages";
import { articlePath, coursePath } from "~/lib/paths";
import { ArticleList } from "./article-list";
import { announceChange } from "./library-events";
import { LibrarySection } from "./library-section";
import { changeLibrary } from "./library-state";
import type { LinkMessage } from "./link-offer";
import { useLibrary } from "./use-library";
import { clearStore, storedText, type WriteResult } from "./store";

// Loaded on first use, so that opening /library costs less: the dialogs (the link and its QR code
// with the QR library, naming a list, the questions before Delete list and Clear library) and the
// offer a link makes.
const SendDialog = lazy(() => import("./send-dialog"));
const LinkOffer = lazy(() => import("./link-offer"));
const ListNameDialog = lazy(() => import("./list-name-dialog").then((m) => ({ default: m.ListNameDialog })));
const ConfirmDialog = lazy(() => import("./confirm-dialog").then((m) => ({ default: m.ConfirmDialog })));

/** A library export is a few hundred KB at most; anything far larger is not one. */
const MAX_IMPORT_BYTES = 5_000_000;

const exportName = () => `techhorizon-library-${new Date().toISOString().slice(0, 10)}.json`;

type Message = { kind: "error" | "status"; text: string };

function addedText(added: Added): string {
  const parts = [
    added.articles && countText(copy.imported.saved, added.articles),
    added.lists && countText(copy.imported.lists, added.lists),
    added.notes && countText(copy.imported.notes, added.notes),
    added.courses && countText(copy.imported.courses, added.courses),
    added.reading && countText(copy.imported.reading, added.reading),
  ].filter(Boolean);
  return parts.length ? `${copy.imported.title}: ${parts.join(", ")}.` : copy.imported.nothing;
}

function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: exportName() });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const failureText = (result: Exclude<WriteResult, "ok">) =>
  result === "full"
    ? controls.messages.full
    : result === "unreadable"
      ? copy.stored.unreadable
      : copy.stored.unavailable;

const ACTION = "inline-flex min-h-11 items-center gap-2 rounded-lg px-4 font-semibold";
const OUTLINED = `${ACTION} border border-brand text-brand hover:bg-brand-soft disabled:opacity-50`;
const SMALL = "inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-muted";

/** The library link in the page's address, if it holds one (a section's id is not one). */
const linkFragment = () => {
  const fragment = location.hash.slice(1);
  return isLibraryLink(fragment) ? fragment : undefined;
};

/** What the browser can say of keeping the library (navigator.storage.persisted), each in the copy's words. */
const PERSIST_STATES = Object.keys(copy.persist) as (keyof typeof copy.persist)[];

interface LibraryPageProps {
  /** Every course's slug and title: a library's link names courses by slug. */
  courses: readonly { slug: string; title: string }[];
}

/**
 * /library (docs/product.md#the-readers-library): what the reader saved, in "Saved articles" and the
 * lists they named, with their notes, narrowed by "Filter your library"; the courses they follow and
 * the articles they left part-way, from this browser's storage. "New list", each list's "Rename…"
 * and "Delete list…" (after a confirmation); Export, Import (merged, with a count of what was
 * added), "Send to another device" (a link and its QR code) and Clear library (after a
 * confirmation). A file, a link or a stored document that cannot be read is refused whole and said
 * so; nothing that was stored changes.
 */
export function LibraryPage({ courses: courseTitles }: LibraryPageProps) {
  const id = useId();
  const state = useLibrary();
  const kept = useKeptPages();
  const [message, setMessage] = useState<Message | null>(null);
  const [filter, setFilter] = useState("");
  const [persisted, setPersisted] = useState<keyof typeof copy.persist>("unknown");
  const [naming, setNaming] = useState<{ renaming?: string } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [clearing, setClearing] = useState(false);
  const [sending, setSending] = useState(false);
  const [fragment, setFragment] = useState<string>();
  const fileRef = useRef<HTMLInputElement>(null);
  const headingRefs = useRef(new Map<string, HTMLHeadingElement | null>());
  const newListRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<string | null>(null);

  useEffect(() => {
    void navigator.storage?.persisted?.().then(
      (granted) => setPersisted(granted ? "granted" : "notGranted"),
      () => undefined,
    );
  }, [state]);

  // A library's link, opened here or pasted into the address bar of this page.
  useEffect(() => {
    const read = () => setFragment(linkFragment());
    read();
    addEventListener("hashchange", read);
    return () => removeEventListener("hashchange", read);
  }, []);

  // After a list is made, renamed or a list's article removed, focus goes to that list's heading.
  useEffect(() => {
    if (focusAfter.current === null) return;
    headingRefs.current.get(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  // While the library is read, and when it cannot be, its place is a screen tall: the footer stays
  // out of view, so nothing a reader sees moves when the library arrives after the first paint (it
  // moved by a third of a phone's screen). Without JavaScript none of it shows (data-needs-script).
  if (!state)
    return (
      <div data-needs-script className="min-h-svh">
        <Container className="py-12">
          <p className="text-muted">{copy.loading}</p>
        </Container>
      </div>
    );
  if (state.kind === "unavailable")
    return (
      <Container className="min-h-svh py-12">
        <p role="alert" className="max-w-prose rounded-xl border border-danger/40 bg-danger/5 p-4 text-ink">
          {copy.stored.unavailable}
        </p>
      </Container>
    );

  const library: Library | null = state.kind === "ready" ? state.library : null;
  const words = filterWords(filter);
  const narrowed = (articles: SavedArticle[]) =>
    words.length && library ? articles.filter((a) => matchesFilter(a, noteOf(library, a.slug), words)) : articles;
  const saved = library ? articlesNewestFirst(library.saved) : [];
  const courses = library ? coursesNewestFirst(library) : [];
  const reading = library ? readingNewestFirst(library) : [];
  const empty = library !== null && saved.length + library.lists.length + courses.length + reading.length === 0;

  /** A change to the stored library; `done` is said when it was kept, why not otherwise. */
  const change = (edit: (library: Library) => Library, done: string): boolean => {
    const result = changeLibrary(edit);
    setMessage(result === "ok" ? { kind: "status", text: done } : { kind: "error", text: failureText(result) });
    announceChange();
    return result === "ok";
  };

  const onExport = () => {
    const text = library ? JSON.stringify(library, null, 2) : storedText();
    if (text) download(text);
  };

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) return setMessage({ kind: "error", text: copy.importErrors.tooLarge });
    const checked = parseLibrary(await file.text());
    if (!checked.ok) return setMessage({ kind: "error", text: copy.importErrors[checked.problem] });
    const { mergeLibraries } = await import("~/lib/library/merge");
    let added: Added | undefined;
    const result = changeLibrary((current) => {
      const merged = mergeLibraries(current, checked.library);
      added = merged.added;
      return merged.library;
    });
    setMessage(
      result === "ok" ? { kind: "status", text: addedText(added!) } : { kind: "error", text: failureText(result) },
    );
    announceChange();
  };

  const onClear = () => {
    setClearing(false);
    const result = clearStore();
    setMessage(result === "ok" ? { kind: "status", text: copy.cleared } : { kind: "error", text: failureText(result) });
    announceChange();
  };

  const onLinkDone = (linkMessage: LinkMessage) => {
    // The link is used: a reload does not offer it again, and Back does not return to it.
    history.replaceState(history.state, "", location.pathname + location.search);
    setFragment(undefined);
    setMessage(linkMessage);
  };

  const listId = (index: number) => `${id}-list-${index}`;

  return (
    <Container className="flex flex-col gap-12 py-10 lg:py-14">
      <section aria-labelledby="library-actions" className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <h2 id="library-actions" className="sr-only">
          {copy.actionsLabel}
        </h2>
        <p className="max-w-prose text-muted">{copy.backup}</p>
        {/* Whether the browser keeps the library is known only after the page has drawn it: the three
            sentences share one cell, so the paragraph is as tall as the longest from the start and
            the buttons under it do not move when the answer changes the sentence. */}
        <p className="mt-2 grid max-w-prose text-sm text-muted">
          {PERSIST_STATES.map((answer) => (
            <span key={answer} className={`col-start-1 row-start-1 ${answer === persisted ? "" : "invisible"}`}>
              {copy.persist[answer]}
            </span>
          ))}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => setSending(true)}
            disabled={!library}
            className={`${ACTION} border border-transparent bg-brand text-on-brand hover:bg-brand/90 disabled:opacity-50`}
          >
            <Send aria-hidden="true" className="size-4" />
            {copy.sendButton}
          </button>
          <button type="button" onClick={onExport} className={OUTLINED}>
            <Download aria-hidden="true" className="size-4" />
            {copy.export}
          </button>
          <button type="button" onClick={() => fileRef.current?.click()} disabled={!library} className={OUTLINED}>
            <Upload aria-hidden="true" className="size-4" />
            {copy.import}
          </button>
          <input
            ref={fileRef}
            type="file"
            accept="application/json,.json"
            hidden
            onChange={(event) => void onImport(event)}
          />
          <button
            type="button"
            onClick={() => setClearing(true)}
            className={`${ACTION} border border-border text-ink hover:border-danger hover:text-danger`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {copy.clear}
          </button>
        </div>
        <div aria-live="polite" className="mt-4 empty:hidden">
          {message && (
            <p
              role={message.kind === "error" ? "alert" : undefined}
              className={`max-w-prose rounded-lg p-3 ${message.kind === "error" ? "border border-danger/40 bg-danger/5 text-ink" : "bg-brand-soft text-ink"}`}
            >
              {message.text}
            </p>
          )}
        </div>
      </section>

      {state.kind === "unreadable" && (
        <p role="alert" className="max-w-prose rounded-xl border border-danger/40 bg-danger/5 p-4 text-ink">
          {copy.stored.unreadable}
        </p>
      )}

      {empty && (
        <section aria-labelledby="library-empty" className="rounded-2xl border border-dashed border-border p-6">
          <h2 id="library-empty" className="text-2xl">
            {copy.emptyLibrary.title}
          </h2>
          <p className="mt-2 max-w-prose text-muted">{copy.emptyLibrary.text}</p>
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
            {copy.emptyLibrary.links.map((link) => (
              <a key={link.href} href={link.href} className="inline-flex min-h-11 items-center font-semibold">
                {link.label}
              </a>
            ))}
          </p>
        </section>
      )}

      {library && (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1 basis-64">
              <label htmlFor={`${id}-filter`} className="block font-semibold">
                {copy.filter.label}
              </label>
              <input
                id={`${id}-filter`}
                type="search"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                aria-describedby={`${id}-filter-hint`}
                autoComplete="off"
                className="mt-1 min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-ink"
              />
              <p id={`${id}-filter-hint`} className="mt-1 text-sm text-muted">
                {copy.filter.hint}
              </p>
            </div>
            <button ref={newListRef} type="button" onClick={() => setNaming({})} className={`${OUTLINED} sm:mb-7`}>
              <FolderPlus aria-hidden="true" className="size-4" />
              {copy.newList}
            </button>
          </div>

          <ArticleList
            id="library-saved"
            name={controls.lists.saved}
            articles={saved}
            shown={words.length ? narrowed(saved) : undefined}
            notes={library.notes}
            kept={kept}
            empty={copy.emptySaved}
            headingRef={(element) => void headingRefs.current.set(controls.lists.saved, element)}
            removeLabel={(article) => fill(copy.removeLabel, { title: article.title })}
            onRemove={(article) => {
              focusAfter.current = controls.lists.saved;
              change((current) => removeSaved(current, article.slug), fill(copy.removed, { title: article.title }));
            }}
            onNote={(article, text) =>
              change(
                (current) => setNote(current, article.slug, text, new Date()),
                text.trim() ? copy.note.saved : copy.note.removed,
              )
            }
          />

          {library.lists.map((list, index) => {
            const articles = articlesNewestFirst(list.articles);
            return (
              <ArticleList
                key={list.name}
                id={listId(index)}
                name={list.name}
                articles={articles}
                shown={words.length ? narrowed(articles) : undefined}
                notes={library.notes}
                kept={kept}
                empty={copy.emptyList}
                headingRef={(element) => void headingRefs.current.set(list.name, element)}
                actions={
                  <>
                    <button
                      type="button"
                      onClick={() => setNaming({ renaming: list.name })}
                      aria-label={fill(copy.renameLabel, { name: list.name })}
                      className={`${SMALL} hover:text-brand`}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      {copy.rename}
                    </button>
                    <button
                      type="button"
                      onClick={() => setDeleting(list.name)}
                      aria-label={fill(copy.deleteLabel, { name: list.name })}
                      className={`${SMALL} hover:text-danger`}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {copy.deleteList}
                    </button>
                  </>
                }
                removeLabel={(article) => fill(copy.removeFromListLabel, { title: article.title, list: list.name })}
                onRemove={(article) => {
                  focusAfter.current = list.name;
                  change(
                    (current) => removeFromList(current, list.name, article.slug),
                    fill(copy.removed, { title: article.title }),
                  );
                }}
                onNote={(article, text) =>
                  change(
                    (current) => setNote(current, article.slug, text, new Date()),
                    text.trim() ? copy.note.saved : copy.note.removed,
                  )
                }
              />
            );
          })}

          <LibrarySection
            id="library-courses"
            title={copy.coursesTitle}
            empty={copy.emptyCourses}
            isEmpty={courses.length === 0}
          >
            <ul className="mt-5 grid gap-4 md:grid-cols-2">
              {courses.map((course) => (
                <li key={course.slug} className="rounded-2xl border border-border bg-surface p-5">
                  <a href={coursePath(course.slug)} className="text-lg font-semibold">
                    {course.title}
                  </a>
                  <progress
                    aria-label={fill(controls.steps.cardLabel, { course: course.title })}
                    max={COURSE_STEPS}
                    value={course.done.length}
                    className="progress mt-3 h-2 w-full"
                  />
                  <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted tabular-nums">
                    {course.done.length === COURSE_STEPS
                      ? copy.completed
                      : fill(controls.steps.progress, { done: course.done.length })}
                    <OfflineMark kept={kept} path={coursePath(course.slug)} />
                  </p>
                </li>
              ))}
            </ul>
          </LibrarySection>

          <LibrarySection
            id="library-reading"
            title={copy.readingTitle}
            empty={copy.emptyReading}
            isEmpty={reading.length === 0}
          >
            <ul className="mt-5 space-y-3">
              {reading.map((position) => (
                <li
                  key={position.slug}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-xl border border-border bg-surface px-5 py-3"
                >
                  <a href={articlePath(position.slug)} className="font-semibold">
                    {position.title}
                  </a>
                  <span className="text-sm text-muted tabular-nums">
                    {fill(copy.read, { percent: Math.round(position.progress * 100) })}
                  </span>
                </li>
              ))}
            </ul>
          </LibrarySection>
        </>
      )}

      {naming && (
        <Suspense fallback={null}>
          <ListNameDialog
            renaming={naming.renaming}
            library={library ?? undefined}
            onName={(name) => {
              const renaming = naming.renaming;
              setNaming(null);
              focusAfter.current = name;
              const kept = renaming
                ? change((current) => renameList(current, renaming, name), fill(copy.listRenamed, { name }))
                : change((current) => createList(current, name, new Date()), fill(copy.listCreated, { name }));
              if (!kept) newListRef.current?.focus();
            }}
            onClose={() => {
              const renaming = naming.renaming;
              setNaming(null);
              if (renaming) headingRefs.current.get(renaming)?.focus();
              else newListRef.current?.focus();
            }}
          />
        </Suspense>
      )}

      {deleting !== null && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={fill(copy.deleteConfirm.title, { name: deleting })}
            text={copy.deleteConfirm.text}
            confirm={copy.deleteConfirm.confirm}
            cancel={copy.deleteConfirm.cancel}
            onConfirm={() => {
              const name = deleting;
              setDeleting(null);
              change((current) => deleteList(current, name), fill(copy.listDeleted, { name }));
              newListRef.current?.focus();
            }}
            onClose={() => setDeleting(null)}
          />
        </Suspense>
      )}

      {clearing && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={copy.confirm.title}
            text={copy.confirm.text}
            confirm={copy.confirm.confirm}
            cancel={copy.confirm.cancel}
            onConfirm={onClear}
            onClose={() => setClearing(false)}
          />
        </Suspense>
      )}

      {sending && library && (
        <Suspense fallback={null}>
          <SendDialog library={library} onClose={() => setSending(false)} />
        </Suspense>
      )}

      {fragment && (
        <Suspense fallback={null}>
          <LinkOffer
            key={fragment}
            fragment={fragment}
            courses={courseTitles}
            onDone={onLinkDone}
            onReading={setMessage}
          />
        </Suspense>
      )}
    </Container>
  );
}
