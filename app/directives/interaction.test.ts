// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import interaction from "./interaction";

afterEach(() => document.body.replaceChildren());

/** An island with the directive on it, whose script "arrives" when `arrive` is called. */
function island(html: string, value = "") {
  const el = document.createElement("astro-island");
  el.innerHTML = html;
  document.body.append(el);
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const hydrate = vi.fn();
  const load = () => arrived.then(() => hydrate);
  void interaction(load as never, { name: "interaction", value } as never, el);
  return { el, arrive, hydrate };
}

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe("client:interaction", () => {
  it("leaves a checkbox and a radio alone: the first click checks them at once", () => {
    const { el } = island(`<label><input type="checkbox"> Remember me</label><input type="radio" name="r">`);
    const [box, radio] = el.querySelectorAll("input");
    box!.click();
    radio!.click();
    expect(box!.checked).toBe(true);
    expect(radio!.checked).toBe(true);
    el.querySelector("label")!.click();
    expect(box!.checked).toBe(false);
  });

  it("leaves a button with an invoker command alone", () => {
    const { el } = island(`<button type="button" commandfor="d" command="show-modal">Open</button>`);
    const seen = vi.fn();
    document.addEventListener("click", seen);
    el.querySelector("button")!.click();
    document.removeEventListener("click", seen);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it("holds a click on a button until the island has hydrated, then replays it once", async () => {
    const { el, arrive, hydrate } = island(`<button type="button">Menu</button>`);
    const seen = vi.fn();
    el.addEventListener("click", seen);
    el.querySelector("button")!.click();
    expect(seen).not.toHaveBeenCalled();
    arrive();
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it("leaves a real form's submit button alone, but holds one marked data-replay (the hero's Get Started)", async () => {
    const { el, arrive } = island(
      `<form action="/search" method="get"><button type="submit">Search</button></form>` +
        `<form action="/motivation" method="get"><button type="submit" data-replay>Get Started</button></form>`,
    );
    const [search, getStarted] = el.querySelectorAll("button");
    const sent: string[] = [];
    // jsdom does not navigate: record what would have been sent, and send nothing.
    el.addEventListener("submit", (event) => {
      event.preventDefault();
      sent.push((event.target as HTMLFormElement).getAttribute("action")!);
    });
    search!.click();
    getStarted!.click();
    expect(sent).toEqual(["/search"]);
    arrive();
    await settle();
    expect(sent).toEqual(["/search", "/motivation"]);
  });

  it('"visible idle": an island out of view still hydrates once the browser is idle (the slider)', async () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe = (target: Element) => observed.push(target);
        disconnect() {}
      },
    );
    vi.stubGlobal("PerformanceObserver", { supportedEntryTypes: [] });
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => setTimeout(callback, 5));
    try {
      const { arrive, hydrate } = island(`<section>Slides</section>`, "visible idle");
      arrive();
      // A frame, a timer and the idle callback: waited for, not timed (a fixed 50 ms failed on a busy machine).
      await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1), { timeout: 2000 });
      expect(observed).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('"query": starts once the page has painted when its address carries a query, and not without one (issue 40)', async () => {
    vi.stubGlobal("PerformanceObserver", { supportedEntryTypes: [] });
    try {
      const plain = island(`<form><button>Send</button></form>`, "query");
      plain.arrive();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(plain.hydrate).not.toHaveBeenCalled();
      history.replaceState(null, "", "/blog?category=AI");
      const linked = island(`<form><button>Send</button></form>`, "query");
      linked.arrive();
      await vi.waitFor(() => expect(linked.hydrate).toHaveBeenCalledTimes(1), { timeout: 2000 });
      expect(plain.hydrate).not.toHaveBeenCalled();
    } finally {
      history.replaceState(null, "", "/");
      vi.unstubAllGlobals();
    }
  });

  it("a pointer moving over the island starts it; the pointerover a scroll sends under a resting mouse does not (issue 40)", async () => {
    const { el, arrive, hydrate } = island(`<button type="button">Next</button>`);
    arrive();
    el.querySelector("button")!.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    await settle();
    expect(hydrate).not.toHaveBeenCalled();
    el.querySelector("button")!.dispatchEvent(new PointerEvent("pointermove", { bubbles: true }));
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('"with:NAME": an island starting starts the others of its name, and no other', async () => {
    const field = island(`<input type="search">`, "with:search");
    const results = island(`<ul></ul>`, "with:search");
    const other = island(`<button>Menu</button>`, "with:menu");
    for (const each of [field, results, other]) each.arrive();
    field.el.querySelector("input")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await settle();
    expect(field.hydrate).toHaveBeenCalledTimes(1);
    expect(results.hydrate).toHaveBeenCalledTimes(1);
    expect(other.hydrate).not.toHaveBeenCalled();
  });

  it('"shortcut": the search shortcut anywhere starts hydration, letters typed into a field elsewhere do not', async () => {
    const field = document.createElement("input");
    document.body.append(field);
    const { arrive, hydrate } = island(`<button type="button">Menu</button>`, "shortcut");
    arrive();
    for (const key of ["r", "e", "/"]) field.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
    await settle();
    expect(hydrate).not.toHaveBeenCalled();
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "/", bubbles: true }));
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('"shortcut": Ctrl+K in a field starts hydration; a scroll, a touch or a pointer elsewhere does not (issue 29)', async () => {
    const field = document.createElement("input");
    document.body.append(field);
    const first = island(`<button type="button">Menu</button>`, "shortcut");
    first.arrive();
    field.dispatchEvent(new KeyboardEvent("keydown", { key: "k", ctrlKey: true, bubbles: true }));
    await settle();
    expect(first.hydrate).toHaveBeenCalledTimes(1);
    const second = island(`<button type="button">Menu</button>`, "shortcut");
    second.arrive();
    window.dispatchEvent(new Event("scroll"));
    document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    document.body.dispatchEvent(new Event("touchstart", { bubbles: true }));
    await settle();
    expect(second.hydrate).not.toHaveBeenCalled();
  });

  it("once the script has run, sends the island one key no handler knows, without bubbling, so React finishes hydrating before input stops being held", async () => {
    const { el, arrive } = island(`<div><button type="button">Menu</button></div>`);
    const inside = vi.fn();
    const page = vi.fn();
    el.firstElementChild!.addEventListener("keydown", (e) => inside((e as KeyboardEvent).key));
    document.addEventListener("keydown", page);
    el.querySelector("button")!.dispatchEvent(new PointerEvent("pointermove", { bubbles: true }));
    expect(inside).not.toHaveBeenCalled();
    arrive();
    await settle();
    document.removeEventListener("keydown", page);
    expect(inside).toHaveBeenCalledExactlyOnceWith("Unidentified");
    expect(page).not.toHaveBeenCalled();
  });

  it('"shortcut": a key pressed on the island before its script arrived is replayed once', async () => {
    const { el, arrive } = island(`<button type="button">Menu</button>`, "shortcut");
    const button = el.querySelector("button")!;
    button.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
    const replayed = vi.fn();
    button.addEventListener("keydown", (e) => replayed((e as KeyboardEvent).key));
    arrive();
    await settle();
    expect(replayed.mock.calls.filter(([key]) => key === "ArrowDown")).toHaveLength(1);
  });
});
