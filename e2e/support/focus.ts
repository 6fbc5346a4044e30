/**
 * What a keyboard-only visitor must see at every Tab stop, for the walks of every page
 * (e2e/every-page.spec.ts) and the targeted keyboard journeys (e2e/keyboard.spec.ts): where focus is
 * (an outline or ring of at least 3:1 against what is behind it), clear of the sticky header, on a
 * real, visible control, not one inside a closed menu.
 */
import type { Locator, Page } from "@playwright/test";
import { colorsIn, composite, contrastRatio, parseColor, type Rgba } from "./contrast";
import { expect } from "./fixtures";

/** WCAG 1.4.11: a focus indicator needs 3:1 against the colours next to it. */
const MIN_FOCUS_CONTRAST = 3;

interface FocusFacts {
  /** Scroll position, header position and running transitions: equal on two reads means at rest. */
  motion: string;
  tag: string;
  name: string;
  width: number;
  height: number;
  top: number;
  bottom: number;
  visible: boolean;
  inert: boolean;
  headerBottom: number | null;
  outline: string | null;
  shadow: string | null;
  /** Backgrounds from the element outwards: colour and image of each ancestor. */
  layers: { color: string; image: string }[];
}

/**
 * Wait in the page until the focused element is at rest: `reads` equal reads in a row `interval` ms
 * apart with the element in view, or one animation frame apart when the stop scrolled nothing; after
 * 3 s, whatever the last read saw (the checks then say what is wrong). In a full walk (`once`), a stop
 * that finds no focused element, or one seen before (focus wrapped), ends the walk (`null`).
 */
interface WalkOptions {
  reads: number;
  interval: number;
  /** A full walk: a stop that finds an element seen before (focus wrapped) ends it. */
  once?: boolean;
}

/**
 * What the page shows about the focused element, read in one go; with `walk`, once it is at rest
 * (the waiting happens in the page, so a stop costs one round trip), unless Playwright's clock is
 * installed: the page's timers are fake then, and it answers `{ fakeClock: true }` at once.
 */
function readFocus(page: Page): Promise<FocusFacts | null>;
function readFocus(page: Page, walk: WalkOptions): Promise<FocusFacts | null | { fakeClock: true }>;
function readFocus(page: Page, walk?: WalkOptions): Promise<FocusFacts | null | { fakeClock: true }> {
  return page.evaluate(async (walk) => {
    const readFocus = (): FocusFacts | null => {
      let el = document.activeElement as HTMLElement | null;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement as HTMLElement;
      if (!el || el === document.body || el === document.documentElement) return null;
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      const header = document.querySelector<HTMLElement>("body > header");
      const headerBox = header?.getBoundingClientRect();
      // The header only covers what scrolls under it: not itself, not fixed layers or the top layer.
      const coverable =
        header &&
        !header.contains(el) &&
        style.position !== "fixed" &&
        !el.closest("dialog[open]") &&
        headerBox &&
        headerBox.bottom > 0;
      const hasOutline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
      const layers: { color: string; image: string }[] = [];
      // The outline is drawn outside the box, over whatever is behind the element.
      for (
        let node = Number.parseFloat(style.outlineOffset) < 0 ? el : el.parentElement;
        node;
        node = node.parentElement
      ) {
        const s = getComputedStyle(node);
        layers.push({ color: s.backgroundColor, image: s.backgroundImage });
      }
      const running = el.getAnimations().filter((a) => a.playState === "running").length;
      return {
        motion: `${scrollX},${scrollY},${headerBox?.top},${rect.top},${running}`,
        tag: el.tagName.toLowerCase(),
        name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60),
        width: rect.width,
        height: rect.height,
        top: rect.top,
        bottom: rect.bottom,
        visible: el.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
        inert: !!el.closest("[inert], [hidden]"),
        headerBottom: coverable ? headerBox.bottom : null,
        outline: hasOutline ? style.outlineColor : null,
        shadow: style.boxShadow !== "none" ? style.boxShadow : null,
        layers,
      };
    };
    // Playwright's clock (page.clock) fakes the timers the wait below needs: read once, and the test polls.
    if (!walk || "__pwClock" in window) return walk ? { fakeClock: true as const } : readFocus();
    const { reads, interval, once } = walk;
    const state = window as unknown as { __tabSeen?: WeakSet<Element>; __tabScroll?: string };
    const focused = document.activeElement;
    if (once) {
      const seen = (state.__tabSeen ??= new WeakSet());
      if (!focused || focused === document.body || seen.has(focused)) return null;
      seen.add(focused);
    }
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const pause = () => new Promise<void>((resolve) => setTimeout(resolve, interval));
    const height = innerHeight;
    const scroll = `${scrollX},${scrollY}`;
    const scrolled = state.__tabScroll !== scroll;
    state.__tabScroll = scroll;
    const end = performance.now() + 3000;
    let facts = readFocus();
    let previous = "";
    let same = 0;
    for (;;) {
      const inView =
        !!facts &&
        facts.bottom > 0 &&
        facts.top < height &&
        (facts.headerBottom === null || facts.top >= facts.headerBottom - 0.5);
      const motion = facts?.motion ?? "";
      same = !inView || !motion.endsWith(",0") ? 0 : motion === previous ? same + 1 : 1;
      previous = motion;
      if (same >= reads || (!scrolled && same >= 2) || performance.now() > end) break;
      await (scrolled ? pause() : frame());
      facts = readFocus();
    }
    state.__tabScroll = `${scrollX},${scrollY}`;
    return facts;
  }, walk);
}

/** The colours that can be behind the focus ring: the nearest opaque fill, or every stop of a gradient. */
function backdrops(layers: FocusFacts["layers"]): Rgba[] {
  const translucent: Rgba[] = [];
  let base: Rgba[] = [{ r: 255, g: 255, b: 255, a: 1 }];
  for (const layer of layers) {
    const stops = layer.image.includes("gradient") ? colorsIn(layer.image) : [];
    const fill = parseColor(layer.color);
    if (stops.length) {
      base = stops.map((stop) => (stop.a < 1 && fill.a === 1 ? composite(stop, fill) : stop));
      break;
    }
    if (fill.a === 1) {
      base = [fill];
      break;
    }
    if (fill.a > 0) translucent.push(fill);
  }
  return base.map((b) => translucent.reduceRight((under, over) => composite(over, under), b));
}

/** The smallest focus-indicator contrast seen in this worker, for the report. */
const lowest = { ratio: Infinity, where: "" };

/**
 * The focused element is a visible control, clear of the header, with a focus ring of 3:1 or more.
 * Its facts are read once scrolling, the header's slide and the element's own transitions (an
 * outline colour fading in with `transition-colors`) have come to rest: `stableReads` equal reads
 * in a row, 50 ms apart, with the element in view. Smooth scrolling can start a few frames after the
 * key press on a busy machine, so a read that finds it still out of view keeps waiting; if it never
 * arrives, the checks below say so.
 */
export async function expectVisibleFocus(page: Page, context = "", stableReads = 3) {
  // Waiting in the page costs one round trip; under Playwright's clock the page's timers are fake,
  // and the waiting is done from here, a read every 50 ms.
  const atRest = await readFocus(page, { reads: stableReads, interval: 50 });
  if (!(atRest && "fakeClock" in atRest)) return checkFocus(page, atRest, context);
  const height = page.viewportSize()!.height;
  let facts: FocusFacts | null = null;
  let previous = "";
  let same = 0;
  await expect
    .poll(
      async () => {
        const f = await readFocus(page);
        facts = f;
        const inView =
          !!f && f.bottom > 0 && f.top < height && (f.headerBottom === null || f.top >= f.headerBottom - 0.5);
        const motion = f?.motion ?? "";
        same = !inView || !motion.endsWith(",0") ? 0 : motion === previous ? same + 1 : 1;
        previous = motion;
        return same >= stableReads;
      },
      { intervals: [50], timeout: 3000 },
    )
    .toBe(true)
    .catch(() => undefined);
  checkFocus(page, facts, context);
}

/** The checks of expectVisibleFocus on facts already read. */
function checkFocus(page: Page, facts: FocusFacts | null, context: string) {
  expect(facts, `${context}: something is focused`).not.toBeNull();
  const f = facts!;
  const label = `${context} ${f.tag} "${f.name}"`;
  expect(f.width > 2 && f.height > 2, `${label} has a size`).toBe(true);
  expect(f.visible, `${label} is visible`).toBe(true);
  expect(f.inert, `${label} is not in a closed or inert part`).toBe(false);
  expect(f.bottom > 0 && f.top < page.viewportSize()!.height, `${label} is scrolled into view`).toBe(true);
  if (f.headerBottom !== null)
    expect(f.top, `${label} is not under the sticky header`).toBeGreaterThanOrEqual(f.headerBottom - 0.5);

  const rings = f.outline ? [parseColor(f.outline)] : f.shadow ? colorsIn(f.shadow).filter((c) => c.a > 0) : [];
  expect(rings.length, `${label} shows a focus outline or ring`).toBeGreaterThan(0);
  const ratio = Math.max(
    ...rings.map((ring) =>
      Math.min(...backdrops(f.layers).map((bg) => contrastRatio(ring.a < 1 ? composite(ring, bg) : ring, bg))),
    ),
  );
  if (ratio < lowest.ratio) Object.assign(lowest, { ratio, where: `${label} on ${page.url()}` });
  expect(ratio, `${label}: focus ring contrast`).toBeGreaterThanOrEqual(MIN_FOCUS_CONTRAST);
}

/** One key press that moves focus, then the focus checks. */
export async function press(page: Page, key: "Tab" | "Shift+Tab", context?: string) {
  await page.keyboard.press(key);
  await expectVisibleFocus(page, context ?? key);
}

/** Tabs (checking every stop) until `target` has focus. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    await press(page, back ? "Shift+Tab" : "Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Focus never reached ${target} in ${max} presses`);
}

export const focusedInside = (page: Page, root: Locator) => root.evaluate((el) => el.contains(document.activeElement));

/** Logs the smallest focus-indicator contrast this worker saw, for the report (a spec's afterAll). */
export function reportLowestFocusContrast() {
  if (lowest.where) console.log(`Lowest focus-indicator contrast: ${lowest.ratio.toFixed(2)}:1 (${lowest.where})`);
}

/**
 * Tabs through the loaded page from its start to its end, checking every stop; resolves to the number
 * of stops. Past the last control focus leaves the document (or wraps to the first): the walk is done.
 */
export async function walkTabStops(page: Page, label: string): Promise<number> {
  for (let stop = 1; stop <= 300; stop++) {
    await page.keyboard.press("Tab");
    const facts = await readFocus(page, { reads: 2, interval: 50, once: true });
    if (facts === null) return stop - 1;
    if ("fakeClock" in facts)
      throw new Error(`${label}: a full Tab walk waits on the page's own timers, not Playwright's clock`);
    checkFocus(page, facts, `${label} stop ${stop}`);
  }
  throw new Error(`${label}: more than 300 Tab stops`);
}
