import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { Download, Trash2, Upload } from "~/components/ui/icons";
import copy from "~/content/pages/library.yaml";
import controls from "~/content/copy/saving.yaml";
import blogCopy from "~/content/copy/blog-list.yaml";
import { countText, fill } from "~/lib/copy-text";
import { parseLibrary } from "~/lib/library/check";
import { removeSaved } from "~/lib/library/edit";
import {
  coursesNewestFirst,
  mergeLibraries,
  readingNewestFirst,
  savedNewestFirst,
  type Added,
} from "~/lib/library/lists";
import { COURSE_STEPS } from "~/lib/library/format";
import { Container } from "~/components/ui/container";
import { OfflineMark } from "~/components/offline/offline-mark";
import { useKeptPages } from "~/components/offline/use-kept-pages";
import { articlePath, coursePath } from "~/lib/paths";
import { announceChange } from "./library-events";
import { LibrarySection } from "./library-section";
import { changeLibrary } from "./library-state";
import { useLibrary } from "./use-library";
import { clearStore, storedText, type WriteResult } from "./store";

/** Saved articles shown at first, and added by each "Show more": a thousand saved stay quick to open. */
const SHOWN = 24;
/** A library export is a few hundred KB at most; anything far larger is not one. */
const MAX_IMPORT_BYTES = 5_000_000;

const exportName = () => `techhorizon-library-${new Date().toISOString().slice(0, 10)}.json`;

type Message = { kind: "error" | "status"; text: string };

/** A modal dialog where the browser has them; an open one otherwise (an older engine, or a test's DOM). */
const openDialog = (dialog: HTMLDialogElement | null) =>
  typeof dialog?.showModal === "function" ? dialog.showModal() : dialog?.setAttribute("open", "");
const closeDialog = (dialog: HTMLDialogElement | null) =>
  typeof dialog?.close === "function" ? dialog.close() : dialog?.removeAttribute("open");

function addedText(added: Added): string {
  const parts = [
    added.saved && countText(copy.imported.saved, added.saved),
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

/**
 * /library (docs/product.md#the-readers-library): what the reader saved, the courses they follow and
 * the articles they left part-way, from this browser's storage; Export, Import (merged, with a count
 * of what was added) and Clear library (after a confirmation). A file or stored document that cannot
 * be read is refused whole and said so; nothing that was stored changes.
 */
export function LibraryPage() {
  const state = useLibrary();
  const kept = useKeptPages();
  const [message, setMessage] = useState<Message | null>(null);
  const [shown, setShown] = useState(SHOWN);
  const [persisted, setPersisted] = useState<keyof typeof copy.persist>("unknown");
  const fileRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const savedHeadingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void navigator.storage?.persisted?.().then(
      (granted) => setPersisted(granted ? "granted" : "notGranted"),
      () => undefined,
    );
  }, [state]);

  if (!state)
    return (
      <Container className="py-12">
        <p data-needs-script className="text-muted">
          {copy.loading}
        </p>
      </Container>
    );
  if (state.kind === "unavailable")
    return (
      <Container className="py-12">
        <p role="alert" className="max-w-prose rounded-xl border border-danger/40 bg-danger/5 p-4 text-ink">
          {copy.stored.unavailable}
        </p>
      </Container>
    );

  const library = state.kind === "ready" ? state.library : null;
  const saved = library ? savedNewestFirst(library) : [];
  const courses = library ? coursesNewestFirst(library) : [];
  const reading = library ? readingNewestFirst(library) : [];
  const empty = library !== null && saved.length + courses.length + reading.length === 0;

  const change = (result: WriteResult, done: Message) => {
    setMessage(
      result === "ok"
        ? done
        : {
            kind: "error",
            text:
              result === "full"
                ? controls.messages.full
                : result === "unreadable"
                  ? copy.stored.unreadable
                  : copy.stored.unavailable,
          },
    );
    announceChange();
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
    let added: Added = { saved: 0, courses: 0, reading: 0 };
    const result = changeLibrary((current) => {
      const merged = mergeLibraries(current, checked.library);
      added = merged.added;
      return merged.library;
    });
    change(result, { kind: "status", text: addedText(added) });
  };

  const onClear = () => {
    closeDialog(dialogRef.current);
    change(clearStore(), { kind: "status", text: copy.cleared });
  };

  const onRemove = (slug: string, title: string) => {
    const result = changeLibrary((current) => removeSaved(current, slug));
    change(result, { kind: "status", text: fill(copy.removed, { title }) });
    savedHeadingRef.current?.focus();
  };

  return (
    <Container className="flex flex-col gap-12 py-10 lg:py-14">
      <section aria-labelledby="library-actions" className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <h2 id="library-actions" className="sr-only">
          {copy.actionsLabel}
        </h2>
        <p className="max-w-prose text-muted">{copy.backup}</p>
        <p className="mt-2 max-w-prose text-sm text-muted">{copy.persist[persisted]}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={onExport}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-4 font-semibold text-on-brand hover:bg-brand/90"
          >
            <Download aria-hidden="true" className="size-4" />
            {copy.export}
          </button>
          <button
            type="button"
            onClick={() => fileRef.current?.click()}
            disabled={!library}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand px-4 font-semibold text-brand hover:bg-brand-soft disabled:opacity-50"
          >
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
            onClick={() => openDialog(dialogRef.current)}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-4 font-semibold text-ink hover:border-danger hover:text-danger"
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
          <LibrarySection
            id="library-saved"
            headingRef={savedHeadingRef}
            title={
              <>
                {copy.savedTitle} <span className="text-muted tabular-nums">({saved.length})</span>
              </>
            }
            empty={copy.emptySaved}
            isEmpty={saved.length === 0}
          >
            <ul className="mt-5 grid gap-4 md:grid-cols-2">
              {saved.slice(0, shown).map((article) => (
                <li key={article.slug} className="flex flex-col rounded-2xl border border-border bg-surface p-5">
                  <p className="flex flex-wrap gap-x-3 text-sm text-muted">
                    <span className="font-semibold text-accent">{article.category}</span>
                    <time dateTime={article.date}>{article.dateText}</time>
                    <OfflineMark kept={kept} path={articlePath(article.slug)} />
                  </p>
                  <h3 className="mt-2 text-lg">
                    <a href={articlePath(article.slug)}>{article.title}</a>
                  </h3>
                  <p className="mt-1 flex-1 text-muted">{article.excerpt}</p>
                  <div className="mt-3 flex items-center justify-between gap-3">
                    <span className="text-sm text-muted">
                      {fill(blogCopy.readingTime, { minutes: article.readingMinutes })}
                    </span>
                    <button
                      type="button"
                      onClick={() => onRemove(article.slug, article.title)}
                      aria-label={fill(copy.removeLabel, { title: article.title })}
                      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-muted hover:text-danger"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {copy.remove}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            {saved.length > shown && (
              <button
                type="button"
                onClick={() => setShown(shown + SHOWN)}
                className="mt-5 min-h-11 rounded-lg border border-border px-4 font-semibold text-ink hover:border-brand"
              >
                {copy.showMore}
              </button>
            )}
          </LibrarySection>

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

      <dialog
        ref={dialogRef}
        aria-labelledby="clear-title"
        className="m-auto max-w-md rounded-2xl border border-border bg-bg p-6 text-ink backdrop:bg-black/50"
      >
        <h2 id="clear-title" className="text-xl">
          {copy.confirm.title}
        </h2>
        <p className="mt-2 text-muted">{copy.confirm.text}</p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={() => closeDialog(dialogRef.current)}
            className="min-h-11 rounded-lg border border-border px-4 font-semibold"
          >
            {copy.confirm.cancel}
          </button>
          <button
            type="button"
            onClick={onClear}
            className="min-h-11 rounded-lg bg-danger px-4 font-semibold text-white"
          >
            {copy.confirm.confirm}
          </button>
        </div>
      </dialog>
    </Container>
  );
}
