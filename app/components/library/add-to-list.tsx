import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Check, ListPlus, Plus } from "~/components/ui/icons";
import copy from "~/content/copy/saving.yaml";
import { fill } from "~/lib/copy-text";
import { isSaved, toggleSaved } from "~/lib/library/edit";
import { createList, isInList, toggleInList } from "~/lib/library/named-lists";
import { cardOf } from "./card-of";
import { tellFailure } from "./library-alert";
import { announceChange } from "./library-events";
import { changeLibrary } from "./library-state";
import { ListNameDialog } from "./list-name-dialog";
import { useLibrary } from "./use-library";

interface AddToListProps {
  slug: string;
  readingMinutes: number;
}

/** The menu's width, in CSS pixels (w-72), at most the window's less 2 rem. */
const MENU_WIDTH = 288;

/** One item of the menu: "Saved articles", a list the reader named, or "New list…". */
type Item = { kind: "saved" | "list"; name: string; checked: boolean } | { kind: "new"; name: string };

/**
 * "Add to list" beside an article's Save toggle (docs/product.md#the-readers-library): a menu
 * button (WAI-ARIA's pattern) whose menu holds the reader's lists as checkboxes, "Saved articles"
 * first, then "New list…", which names a list and puts the article in it. Enter, Space or Down
 * opens it on the first item, Up on the last; Up, Down, Home, End and a letter move; Space or a
 * click ticks an item and keeps the menu open, Enter ticks and closes; Escape closes and Tab
 * closes and moves on. An island on first use (`client:interaction`): the page reads with no
 * JavaScript, and the first tap or key is held and replayed once React is here. The article is
 * read from its header, as the Save button's is (card-of.ts).
 */
export function AddToList({ slug, readingMinutes }: AddToListProps) {
  const id = useId();
  const state = useLibrary();
  const library = state?.kind === "ready" ? state.library : undefined;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [shift, setShift] = useState(0);
  const [naming, setNaming] = useState(false);
  const [status, setStatus] = useState("");
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLDivElement | null)[]>([]);

  const items: Item[] = [
    { kind: "saved", name: copy.lists.saved, checked: !!library && isSaved(library, slug) },
    ...(library?.lists ?? []).map((list): Item => ({
      kind: "list",
      name: list.name,
      checked: isInList(library!, list.name, slug),
    })),
    { kind: "new", name: copy.lists.newListItem },
  ];

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  // A press anywhere else closes the menu, as focus moving elsewhere does.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      const target = event instanceof FocusEvent ? event.relatedTarget : event.target;
      if (target && !wrapRef.current?.contains(target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    wrapRef.current?.addEventListener("focusout", outside);
    const wrap = wrapRef.current;
    return () => {
      document.removeEventListener("pointerdown", outside);
      wrap?.removeEventListener("focusout", outside);
    };
  }, [open]);

  const openAt = (index: number) => {
    // Under the button, moved left as far as it must be to stay 1 rem inside the window (a phone).
    const box = buttonRef.current?.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    setShift(box ? Math.min(0, width - 16 - Math.min(MENU_WIDTH, width - 32) - box.left) : 0);
    setActive((index + items.length) % items.length);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const article = () => cardOf(buttonRef.current!, slug, readingMinutes);

  const tick = (item: Item) => {
    let added = false;
    const result = changeLibrary((current) => {
      const next =
        item.kind === "saved"
          ? toggleSaved(current, article(), new Date())
          : toggleInList(current, item.name, article(), new Date());
      added = "saved" in next ? next.saved : next.added;
      return next.library;
    });
    tellFailure(result);
    announceChange();
    if (result === "ok") setStatus(fill(added ? copy.lists.added : copy.lists.removed, { list: item.name }));
  };

  const choose = (item: Item, andClose: boolean) => {
    if (item.kind === "new") {
      setOpen(false);
      setNaming(true);
      return;
    }
    tick(item);
    if (andClose) close();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const move: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in move) setActive((move[event.key]! + items.length) % items.length);
    else if (event.key === "Escape") close();
    else if (event.key === "Enter" || event.key === " ") choose(items[active]!, event.key === "Enter");
    else if (event.key === "Tab") {
      // Tab goes on from the button, the menu closed: the items are not in the page's tab order.
      buttonRef.current?.focus();
      setOpen(false);
      return;
    } else if (/^\S$/u.test(event.key)) {
      // A letter moves to the next item that starts with it.
      const letter = event.key.toLocaleLowerCase("en");
      const order = items.map((_, i) => (active + 1 + i) % items.length);
      const next = order.find((i) => items[i]!.name.toLocaleLowerCase("en").startsWith(letter));
      if (next !== undefined) setActive(next);
    } else return;
    event.preventDefault();
  };

  return (
    <div ref={wrapRef} className="relative print:hidden">
      <button
        ref={buttonRef}
        id={`${id}-button`}
        type="button"
        data-needs-script
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={(event) => {
          if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
          event.preventDefault();
          openAt(event.key === "ArrowDown" ? 0 : -1);
        }}
        className="save-button"
      >
        <ListPlus aria-hidden="true" />
        {copy.lists.addToList}
      </button>
      {open && (
        <div
          id={`${id}-menu`}
          role="menu"
          tabIndex={-1}
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKey}
          // Set through the DOM, not as an attribute: the CSP refuses style attributes, not styles.
          style={{ left: shift }}
          className="absolute top-full z-30 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-border bg-bg p-1.5 shadow-lg"
        >
          {items.map((item, index) => (
            <Fragment key={`${item.kind}:${item.name}`}>
              {item.kind === "new" && <div role="separator" className="my-1 border-t border-border" />}
              {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a menu item (its role set just below): its keys are the menu's, onMenuKey, as WAI-ARIA's menu pattern has them */}
              <div
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                role={item.kind === "new" ? "menuitem" : "menuitemcheckbox"}
                aria-checked={item.kind === "new" ? undefined : item.checked}
                tabIndex={-1}
                onClick={() => choose(item, false)}
                onPointerMove={() => active !== index && setActive(index)}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-ink outline-none select-none focus:bg-brand-soft focus:text-brand"
              >
                {item.kind === "new" ? (
                  <Plus aria-hidden="true" className="size-4 shrink-0" />
                ) : (
                  <span
                    aria-hidden="true"
                    className={`grid size-5 shrink-0 place-items-center rounded border ${item.checked ? "border-brand bg-brand text-on-brand" : "border-border"}`}
                  >
                    {item.checked && <Check className="size-3.5" strokeWidth={3} />}
                  </span>
                )}
                <span className="min-w-0 truncate">{item.name}</span>
              </div>
            </Fragment>
          ))}
        </div>
      )}
      <span role="status" className="sr-only">
        {status}
      </span>
      {naming && (
        <ListNameDialog
          library={library}
          onName={(name) => {
            const result = changeLibrary((current) => {
              const made = createList(current, name, new Date());
              return toggleInList(made, name, article(), new Date()).library;
            });
            tellFailure(result);
            announceChange();
            if (result === "ok") setStatus(fill(copy.lists.added, { list: name }));
            setNaming(false);
            buttonRef.current?.focus();
          }}
          onClose={() => {
            setNaming(false);
            buttonRef.current?.focus();
          }}
        />
      )}
    </div>
  );
}
