/**
 * `client:interaction`: hydrates an island on the reader's first sign of using it, and keeps what
 * they did in the meantime. An island's HTML is on screen long before its script: a tap on a menu
 * button, a submitted form or an arrow key that arrives first is held here and replayed once React
 * has hydrated, so it is never lost and never falls through to the browser's default (a form sent
 * natively with its fields in the URL). Only controls whose action needs the island are held:
 * buttons and submissions. What works natively is never held, so it answers the first click or tap
 * at once (docs/product.md#forms-and-controls): checkboxes, radios, fields, selects, <details>,
 * links, forms that declare an action, buttons that act through an invoker command (`commandfor`)
 * and Save buttons (the page's library script runs them). React hydrates over what the reader
 * changed meanwhile (a checked box stays checked; uncontrolled fields keep their DOM state), so
 * nothing needs replaying for them.
 *
 * The value says what else starts hydration, besides a pointer, focus or key on the island itself
 * (one of these, or several separated by spaces: whichever comes first):
 * - "visible": the island is in view, once the page has painted;
 * - "idle": the browser is idle after the page has loaded and painted;
 * - "query": the page's address carries a query string (a link to /blog?category=… or
 *   /contact?subject=…), once the page has painted: following such a link is a use, and only the
 *   island can show what it asks for. Without one, nothing loads until the reader touches it (issue 40);
 * - "with:NAME": another island of the page marked "with:NAME" has started (the search page's field
 *   and its results: typing into the one must bring the other).
 * - "shortcut": the reader presses the search shortcut anywhere on the page ('/' outside a field,
 *   Ctrl/⌘+K: the header's, which acts on the whole page). Nothing else elsewhere does: scrolling,
 *   touching the page or typing into a form costs a reader nothing (issue 29; the header hides on
 *   scroll without React, components/layout/header-scroll.ts).
 */
import type { ClientDirective } from "astro";
import { INTENT_EVENTS as INTENT } from "../lib/intent.ts";
import { isSearchShortcut } from "../lib/search-shortcut.ts";

/** Controls that work without the island but do something more with it (the hero's buttons write to the console): held too. */
const REPLAYED = "[data-replay]";
/** What the island's script acts on; a click on one is held until it is there. */
const CONTROLS = `button, [role='button'], input[type='submit'], ${REPLAYED}`;
/**
 * Buttons that work without the island: the platform runs an invoker command (with a fallback script
 * where it is missing), and the page's inline library script runs a Save button (ADR 0035).
 */
const NATIVE_BUTTONS = "[commandfor], [data-save-slug]";
/** Keys with no default action on the island's controls, which its handlers may want. */
const REPLAYED_KEYS = /^(Arrow|Escape$|Home$|End$|\/$|k$)/;
/** Said on the document when an island marked "with:NAME" starts, its detail the NAME. */
const STARTED = "th:island-start";

type Held =
  | { kind: "click"; control: HTMLElement }
  | { kind: "submit"; form: HTMLFormElement }
  | { kind: "key"; event: KeyboardEvent };

/** A submit control of a form with an action: it works without JavaScript, so it is not held. */
function submitsRealForm(control: Element): boolean {
  const form = control instanceof HTMLFormElement ? control : (control as HTMLButtonElement).form;
  const submits = control instanceof HTMLFormElement || (control as HTMLButtonElement).type === "submit";
  return Boolean(submits && form?.hasAttribute("action") && form.method !== "post");
}

const interaction: ClientDirective = (load, options, el) => {
  const held: Held[] = [];
  let started = false;
  let hydrated = false;
  let lastPointer: { x: number; y: number; type: string } | null = null;

  const hold = (event: Event) => {
    if (hydrated) return;
    if (event.type === "submit") {
      const form = event.target as HTMLFormElement;
      if (submitsRealForm(form)) return;
      event.preventDefault();
      event.stopPropagation();
      held.push({ kind: "submit", form });
    } else {
      const control = (event.target as Element).closest?.<HTMLElement>(CONTROLS);
      if (!control || !el.contains(control) || control.matches(NATIVE_BUTTONS)) return;
      if ((control as HTMLButtonElement).disabled || (submitsRealForm(control) && !control.matches(REPLAYED))) return;
      event.preventDefault();
      event.stopPropagation();
      held.push({ kind: "click", control });
    }
    void start();
  };

  const onIntent = (event: Event) => {
    if (event instanceof PointerEvent) lastPointer = { x: event.clientX, y: event.clientY, type: event.pointerType };
    if (event instanceof KeyboardEvent && REPLAYED_KEYS.test(event.key) && !hydrated) held.push({ kind: "key", event });
    void start();
  };

  /** A key elsewhere on the page, for "shortcut": the search shortcut only; keys on the island are its own listeners' (so one is held once). */
  const onShortcut = (event: KeyboardEvent) => {
    if (event.target instanceof Node && el.contains(event.target)) return;
    if (isSearchShortcut(event)) onIntent(event);
  };

  const triggers = new Set(String(options.value ?? "").split(/\s+/));
  const shortcut = triggers.has("shortcut");
  const group = [...triggers].find((trigger) => trigger.startsWith("with:"));
  el.addEventListener("click", hold, true);
  el.addEventListener("submit", hold, true);
  for (const type of INTENT) el.addEventListener(type, onIntent, { capture: true, passive: true });
  if (shortcut) window.addEventListener("keydown", onShortcut, { capture: true, passive: true });

  async function start() {
    if (started) return;
    started = true;
    if (group) document.dispatchEvent(new CustomEvent(STARTED, { detail: group }));
    const hydrate = await load();
    await hydrate();
    // React hydrates in a transition: `hydrate()` returns before the island's effects have run, so
    // a key pressed elsewhere on the page in that gap reached no listener (the header's "/" was lost
    // about one time in seven in tests). A discrete event inside the root makes React finish
    // hydrating at once, effects included, as the replays below rely on; this one does nothing else
    // (no handler knows the key, and it does not bubble).
    el.firstElementChild?.dispatchEvent(new KeyboardEvent("keydown", { key: "Unidentified" }));
    hydrated = true;
    // For tools/measure/scripting.ts: when the page's islands became interactive.
    performance.mark("th:hydrated");
    el.removeEventListener("click", hold, true);
    el.removeEventListener("submit", hold, true);
    for (const type of INTENT) el.removeEventListener(type, onIntent, { capture: true });
    if (shortcut) window.removeEventListener("keydown", onShortcut, { capture: true });
    // React attaches its listeners when the root is created and hydrates the target of a discrete
    // event synchronously, so the replay reaches the hydrated handlers.
    replayHover();
    for (const entry of held.splice(0)) {
      if (entry.kind === "click" && entry.control.isConnected) entry.control.click();
      if (entry.kind === "submit" && entry.form.isConnected) entry.form.requestSubmit();
      if (entry.kind === "key") {
        // A key pressed elsewhere on the page (the header's "/" shortcut) is replayed from inside the
        // island: React then hydrates it at once, effects and document listeners included, and the
        // event still bubbles up to the document.
        const original = entry.event.target;
        const target = original instanceof Element && el.contains(original) ? original : el.firstElementChild;
        const { key, code, ctrlKey, metaKey, shiftKey, altKey } = entry.event;
        target?.dispatchEvent(
          new KeyboardEvent("keydown", {
            key,
            code,
            ctrlKey,
            metaKey,
            shiftKey,
            altKey,
            bubbles: true,
            cancelable: true,
          }),
        );
      }
    }
  }

  /** A mouse already resting on the island when it hydrates "enters" what is under it again. */
  function replayHover() {
    if (!lastPointer || lastPointer.type !== "mouse") return;
    const target = document.elementFromPoint(lastPointer.x, lastPointer.y);
    // Not if it has left the island since (its last move there is all this knows).
    if (!target || !el.contains(target) || !target.matches(":hover")) return;
    const init = {
      bubbles: true,
      clientX: lastPointer.x,
      clientY: lastPointer.y,
      pointerType: "mouse",
      isPrimary: true,
    };
    target.dispatchEvent(new PointerEvent("pointerover", init));
  }

  if (triggers.has("query") && location.search.length > 1) afterFirstPaint(() => void start());
  if (group)
    document.addEventListener(STARTED, (event) => {
      if ((event as CustomEvent).detail === group) void start();
    });
  if (triggers.has("visible")) {
    const io = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      io.disconnect();
      void start();
    });
    afterFirstPaint(() => {
      for (const child of el.children) io.observe(child);
    });
  }
  if (triggers.has("idle")) {
    const whenIdle = () =>
      afterFirstPaint(() =>
        "requestIdleCallback" in window ? requestIdleCallback(() => void start()) : setTimeout(() => void start(), 200),
      );
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  }
};

/** Runs `then` once the page has painted its first content: an island's script must not compete with it. */
function afterFirstPaint(then: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(() => setTimeout(then));
    return;
  }
  // `buffered` also reports a paint that happened before this ran.
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: "paint", buffered: true });
}

export default interaction;
