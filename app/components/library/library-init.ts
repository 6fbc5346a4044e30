/**
 * The reader's library on every page, without React (ADR 0035). Bundled into one small classic
 * script that Document.astro inlines at the end of the body (integration/inline-script.ts), so it
 * runs as soon as the page is parsed, before the first paint and with no request. It shows what is
 * stored (each Save button's aria-pressed, the header's count, a course's ticked steps and progress,
 * the offer to continue an article, the reader's note on it, a series' "Save all parts", the home
 * page's card of what to continue), handles the Save buttons, "Save all parts" and the step
 * checkboxes itself (no press waits for a framework), records how far down an article the reader got, and follows changes
 * made by the page's islands or in another tab. The words it writes come from the elements' own
 * data attributes, which React rendered from app/content/copy/saving.yaml. It reads only what it
 * shows (lib/library/peek.ts); a change it cannot keep is said once, in an alert.
 */
import { fill } from "~/lib/copy-text";
import {
  isSaved,
  isUnfinished,
  positionOf,
  setPosition,
  setStep,
  stepsDone,
  toggleSaved,
  type ArticleToSave,
} from "~/lib/library/edit";
import type { Library } from "~/lib/library/format";
import { continueTargets } from "~/lib/library/lists";
import { peekLibrary } from "~/lib/library/peek";
import { cardOf } from "./card-of";
import { tellFailure } from "./library-alert";
import { announceChange, onLibraryChange } from "./library-events";
import { peekStored, updateStore } from "./store";

declare global {
  interface Window {
    /** Presses on a Save button or "Save all parts" made before this script ran (theme-init.js keeps them). */
    thLibraryClicks?: Element[];
  }
}

const all = <T extends HTMLElement>(selector: string) => document.querySelectorAll<T>(selector);
/** The header's link: it carries the count's words and the failure messages (components/library/library-link.tsx). */
const link = document.querySelector<HTMLElement>("[data-library-count]");

/** Changes the stored library; says once per page view why a change could not be kept. */
function change(edit: (library: Library) => Library): boolean {
  const result = updateStore(peekLibrary, edit);
  tellFailure(result);
  announceChange();
  return result === "ok";
}

/** A series' parts: the Save buttons in the list that "Save all parts" names (its data-save-all). */
const parts = (button: HTMLElement) => [
  ...(document.getElementById(button.dataset.saveAll!)?.querySelectorAll<HTMLElement>("[data-save-slug]") ?? []),
];
const allSaved = (library: Library | undefined, button: HTMLElement) =>
  !!library && parts(button).every((part) => isSaved(library, part.dataset.saveSlug!));

function paint() {
  const library = peekStored();
  for (const button of all("[data-save-slug]"))
    button.setAttribute("aria-pressed", String(!!library && isSaved(library, button.dataset.saveSlug!)));
  // Only a series page's variant of this script carries "Save all parts", and an article's the
  // note (integration/inline-script.ts): every page's inline scripts share 7 KB gzip.
  if (__SAVE_ALL__)
    for (const button of all("[data-save-all]")) button.setAttribute("aria-pressed", String(allSaved(library, button)));
  if (__NOTE__) {
    // The reader's note on the article: text, never markup.
    const box = document.querySelector<HTMLElement>("[data-note-for]");
    const note = box && library?.notes.find((n) => n.slug === box.dataset.noteFor);
    if (box) {
      box.lastChild!.textContent = note?.text ?? "";
      box.hidden = !note;
    }
  }
  const count = library?.saved.length ?? 0;
  if (link) {
    link.dataset.libraryCount = String(count);
    link.querySelector("[data-count]")!.textContent = String(count);
    link.setAttribute("aria-label", count === 1 ? link.dataset.one! : fill(link.dataset.other!, { count }));
  }
  for (const box of all<HTMLInputElement>("input[data-step]")) {
    box.checked = box.defaultChecked =
      !!library && stepsDone(library, box.dataset.course!).includes(Number(box.dataset.step));
  }
  for (const meter of all("[data-course-progress]")) {
    const done = library ? stepsDone(library, meter.dataset.courseProgress!).length : 0;
    meter.querySelector("progress")!.value = done;
    const text = meter.querySelector<HTMLElement>("[data-progress-text]")!;
    text.textContent = fill(text.dataset.template!, { done });
    // On /motivation a course's card says nothing until the course is begun.
    if (meter.hasAttribute("data-when-begun")) meter.hidden = done === 0;
  }
  // Only the home page's variant of this script carries the card's code (integration/inline-script.ts).
  if (__CONTINUE_CARD__) {
    const card = document.querySelector<HTMLElement>("[data-continue]");
    if (card) paintContinue(card, library);
  }
}

/**
 * The home page's "Continue where you left off" (components/library/continue-card.tsx): each item
 * filled from its target (its link's address is its data-href and the slug), shown only with
 * something to continue.
 */
function paintContinue(card: HTMLElement, library: Library | undefined) {
  let targets: ReturnType<typeof continueTargets> = {};
  try {
    if (library) targets = continueTargets(library);
  } catch {
    // The quick check (peek.ts) reads only slugs: entries without their dates show nothing here.
  }
  const { article, course } = targets;
  const values = {
    article: { percent: Math.round((article?.progress ?? 0) * 100) },
    course: { done: course?.done.length ?? 0 },
  };
  for (const item of card.querySelectorAll<HTMLElement>("[data-continue-item]")) {
    const kind = item.dataset.continueItem as keyof typeof values;
    const target = targets[kind];
    item.hidden = !target;
    if (!target) continue;
    const a = item.querySelector("a")!;
    a.href = item.dataset.href + target.slug;
    a.textContent = target.title;
    const detail = item.querySelector<HTMLElement>("[data-template]")!;
    detail.textContent = fill(detail.dataset.template!, values[kind]);
  }
  card.hidden = !article && !course;
}

/** What the library keeps of the article of a Save button: read from its card (or its page's header). */
const articleOf = (button: HTMLElement): ArticleToSave =>
  cardOf(button, button.dataset.saveSlug!, Number(button.dataset.minutes));

/** Saves the articles of `buttons` not saved yet, or, with `unsave`, removes those saved; one button's press toggles. */
function save(buttons: HTMLElement[], unsave?: boolean) {
  let saved = false;
  const kept = change((library) => {
    for (const button of buttons) {
      if (unsave !== undefined && isSaved(library, button.dataset.saveSlug!) !== unsave) continue;
      const next = toggleSaved(library, articleOf(button), new Date());
      saved ||= next.saved;
      library = next.library;
    }
    return library;
  });
  // After a save, ask the browser to keep the library through storage pressure; /library says what it answered.
  if (kept && saved) void navigator.storage?.persist?.().catch(() => undefined);
}

/** A Save button's press, or "Save all parts"': saves every part, or, when all are saved, removes them all. */
const press = (button: HTMLElement) =>
  __SAVE_ALL__ && button.dataset.saveAll !== undefined
    ? save(parts(button), allSaved(peekStored(), button))
    : save([button]);

const tick = (box: HTMLInputElement) =>
  change((library) =>
    setStep(
      library,
      { slug: box.dataset.course!, title: box.dataset.courseTitle! },
      Number(box.dataset.step),
      box.checked,
      new Date(),
    ),
  );

/** On an article: offers to return to where the reader left it (never scrolling by itself) and keeps where they are. */
function followReading(article: HTMLElement) {
  const target = { slug: article.dataset.reading!, title: article.dataset.readingTitle! };
  const library = peekStored();
  const progress = library ? positionOf(library, target.slug) : 0;
  const offer = document.querySelector<HTMLElement>("[data-continue-offer]");
  // A reader the browser already brought back down the page (Back, a reload) needs no offer.
  if (offer && isUnfinished(progress) && window.scrollY < 100) {
    const text = offer.querySelector<HTMLElement>("[data-template]")!;
    text.textContent = fill(text.dataset.template!, { percent: Math.round(progress * 100) });
    offer.hidden = false;
    offer.querySelector("button")!.addEventListener("click", () => {
      offer.hidden = true;
      window.scrollTo({ top: article.offsetTop + progress * article.offsetHeight - window.innerHeight });
    });
  }
  let kept = progress;
  let timer = 0;
  const keep = () => {
    timer = 0;
    // setPosition keeps it between 0 and 1.
    const now = (scrollY + innerHeight - article.offsetTop) / article.offsetHeight;
    // Only a real move is written: a reader who only glanced at the top leaves nothing behind.
    if (Math.abs(now - kept) < 0.02 || (kept === 0 && !isUnfinished(now))) return;
    kept = now;
    change((current) => setPosition(current, target, now, new Date()));
  };
  addEventListener("scroll", () => (timer ||= window.setTimeout(keep, 1000)), { passive: true });
  addEventListener("pagehide", keep);
}

// A course step ticked before this ran (the page showed every box empty) is the reader's: kept.
const early = [...all<HTMLInputElement>("input[data-step]")]
  .filter((box) => box.checked !== box.defaultChecked)
  .map((box) => [box, box.checked] as const);
paint();
for (const [box, checked] of early) {
  box.checked = checked;
  tick(box);
}
onLibraryChange(paint);
document.addEventListener("click", (event) => {
  const button = (event.target as Element).closest?.<HTMLElement>(
    __SAVE_ALL__ ? "[data-save-slug],[data-save-all]" : "[data-save-slug]",
  );
  if (button) press(button);
});
document.addEventListener("change", (event) => {
  const box = event.target as HTMLInputElement;
  if (box.matches("input[data-step]")) tick(box);
});
for (const button of window.thLibraryClicks?.splice(0) ?? []) press(button as HTMLElement);
window.thLibraryClicks = undefined;
const article = document.querySelector<HTMLElement>("[data-reading]");
if (article) followReading(article);
