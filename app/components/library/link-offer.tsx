import { useEffect, useId, useRef, useState } from "react";
import copy from "~/content/copy/library-link.yaml";
import libraryCopy from "~/content/pages/library.yaml";
import controls from "~/content/copy/saving.yaml";
import { fill } from "~/lib/copy-text";
import { checkLibrary } from "~/lib/library/check";
import { emptyLibrary, type Library, type SavedArticle } from "~/lib/library/format";
import { decodeLink, libraryFromLink, linkedSlugs, type LinkProblem } from "~/lib/library/link";
import { mergeLibraries, nothingAdded } from "~/lib/library/merge";
import { buttonClass } from "~/components/ui/button";
import { fetchArticleCards } from "./article-cards";
import { closeDialog, DIALOG_CLASS, openDialog } from "./dialog";
import { announceChange } from "./library-events";
import { changeLibrary, readState } from "./library-state";
import type { WriteResult } from "./store";
import { summaryText } from "./summary";

/** What the page says of the link: while it is read, and what came of it. */
export type LinkMessage = { kind: "error" | "status"; text: string } | null;

interface LinkOfferProps {
  /** The page's fragment, without `#`: a library's link (isLibraryLink). */
  fragment: string;
  /** Each course's slug and title: a link names courses by slug. */
  courses: readonly { slug: string; title: string }[];
  /** The link is done with (added, cancelled or refused); `message` says how, for the page to show. */
  onDone: (message: LinkMessage) => void;
  /** Says the link is being read. */
  onReading: (message: LinkMessage) => void;
}

const unreadable = (problem: LinkProblem | "offline"): LinkMessage => ({
  kind: "error",
  text: `${copy.receive.unreadable}. ${copy.receive.reasons[problem]}`,
});

const failed = (result: Exclude<WriteResult, "ok">): LinkMessage => ({
  kind: "error",
  text:
    result === "full"
      ? controls.messages.full
      : result === "unreadable"
        ? libraryCopy.stored.unreadable
        : libraryCopy.stored.unavailable,
});

/** The cards this device already keeps, in any list: no need to fetch those. */
function knownCards(library: Library | undefined): Map<string, SavedArticle> {
  const known = new Map<string, SavedArticle>();
  for (const article of [library?.saved ?? [], ...(library?.lists ?? []).map((l) => l.articles)].flat())
    known.set(article.slug, article);
  return known;
}

/**
 * Opening a library's link (docs/product.md#the-readers-library): the fragment read as warily as an
 * imported file (lib/library/link.ts), the cards of the articles this device lacks fetched from the
 * site, the whole checked as a library, and then a dialog "Add to your library?" naming what it
 * would add, with "Add" and "Cancel". Nothing is stored before "Add"; a link that cannot be read
 * changes nothing and says so. Loaded only when the page's fragment is such a link.
 */
export default function LinkOffer({ fragment, courses, onDone, onReading }: LinkOfferProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [offer, setOffer] = useState<{ incoming: Library; summary: string }>();

  useEffect(() => {
    let current = true;
    onReading({ kind: "status", text: copy.receive.reading });
    void (async () => {
      const read = await decodeLink(fragment);
      if (!current) return;
      if (!read.ok) return onDone(unreadable(read.problem));
      const state = readState();
      const mine = state.kind === "ready" ? state.library : undefined;
      const known = knownCards(mine);
      const missing = linkedSlugs(read.link).filter((slug) => !known.has(slug));
      const fetched = missing.length ? await fetchArticleCards(missing) : new Map();
      if (!current) return;
      if (fetched === "unreachable") return onDone(unreadable("offline"));
      const cards = new Map([...known, ...fetched]);
      const titles = new Map(courses.map((course) => [course.slug, course.title]));
      const built = libraryFromLink(read.link, cards, titles, new Date());
      // Checked as an imported file is: whatever the fetched cards or the link hold.
      const checked = checkLibrary(JSON.parse(JSON.stringify(built)));
      if (!checked.ok) return onDone(unreadable("invalid"));
      // What it would add to the library here, counted as the merge will count it.
      const { added } = mergeLibraries(mine ?? emptyLibrary(), checked.library);
      setOffer({ incoming: checked.library, summary: nothingAdded(added) ? "" : summaryText(added) });
    })();
    return () => {
      current = false;
    };
    // The fragment is read once; the page mounts a new offer for a new link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fragment]);

  useEffect(() => {
    if (offer) openDialog(dialogRef.current);
  }, [offer]);

  const onAdd = () => {
    let added = offer!.summary;
    const result = changeLibrary((current) => {
      const merged = mergeLibraries(current, offer!.incoming);
      added = summaryText(merged.added);
      return merged.library;
    });
    announceChange();
    closeDialog(dialogRef.current);
    onDone(
      result !== "ok"
        ? failed(result)
        : { kind: "status", text: added ? fill(copy.receive.added, { summary: added }) : libraryCopy.imported.nothing },
    );
  };

  const onCancel = () => {
    closeDialog(dialogRef.current);
    onDone(null);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className={DIALOG_CLASS}
    >
      <h2 id={`${id}-title`} className="text-xl">
        {copy.receive.title}
      </h2>
      <p id={`${id}-text`} className="mt-2 text-muted">
        {offer?.summary ? fill(copy.receive.text, { summary: offer.summary }) : copy.receive.nothing}
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} className={buttonClass("secondary")}>
          {copy.receive.cancel}
        </button>
        <button type="button" onClick={onAdd} className={buttonClass("primary")}>
          {copy.receive.add}
        </button>
      </div>
    </dialog>
  );
}
