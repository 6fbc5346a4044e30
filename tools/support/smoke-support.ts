/**
 * What the smoke suites in other engines share (tools/check/smoke.ts in Firefox, tools/check/webkit.ts
 * in WebKit): the port they serve the built site on, the list of checks with its closing line,
 * and the checks' in-page steps, which run alike in any driver's `execute`/`evaluate`.
 */

export { isInteractive } from "./interactive.ts";
import { pagePaths, templatePaths } from "./site.ts";
import { COPY_BUTTONS, offlinePage } from "./spec-texts.ts";
import { FIRST_SCREEN_PATHS, firstScreen, linkedStylesheets, screenDifferences, storeTheme } from "./first-screen.ts";
export { templatePaths };

export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** The port the suites serve the site on (tools/support/serve-site.ts): SMOKE_PORT, or a free one. */
export const SMOKE_PORT = process.env.SMOKE_PORT ? Number(process.env.SMOKE_PORT) : undefined;

/** Named checks that each pass or fail on their own, and the suite's closing line `NAME: N passed, N failed`. */
export function checkList(suite: string) {
  const started = Date.now();
  let passed = 0;
  const failed: string[] = [];
  return {
    async check(name: string, run: () => Promise<void>) {
      // SMOKE_ONLY=REGEX runs the checks whose names match, to look at one behaviour again.
      if (process.env.SMOKE_ONLY && !new RegExp(process.env.SMOKE_ONLY).test(name)) return;
      try {
        await run();
        passed++;
        console.log(`  ok    ${name}`);
      } catch (error) {
        failed.push(name);
        console.log(`  FAIL  ${name}: ${(error as Error).message.split("\n")[0]}`);
      }
    },
    finish(detail: string) {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`${suite}: ${passed} passed, ${failed.length} failed`);
      console.log(`${suite}: ${seconds} s (${detail})`);
      if (failed.length) process.exitCode = 1;
    },
  };
}

// In-page steps: self-contained functions (no closures), handed to the driver as they are.

/** The text of the page's h1, empty when it has none. */
export function h1Text(): string {
  return document.querySelector("h1")?.textContent?.trim() ?? "";
}

/** Whether the header island has hydrated. */
export function headerHydrated(): boolean {
  return document.querySelector("astro-island:has(> header)")?.hasAttribute("ssr") === false;
}

/** Whether the focused element is inside `selector` (the open menu's header, the open drawer). */
export function focusInside(selector: string): boolean {
  return Boolean(document.activeElement?.closest(selector));
}

/** What a behaviour check needs of a browser, whichever driver drives it. */
export interface SmokeDriver {
  /** Opens `pathname` at `viewport` and waits until the page is interactive (isInteractive). */
  load(pathname: string, viewport: { width: number; height: number }): Promise<void>;
  /** Runs a self-contained function in the page. */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<R>;
  /** A real click (pointer down and up) in the middle of the element `selector` matches. */
  click(selector: string): Promise<void>;
  /** A real click at a point of the viewport. */
  clickAt(x: number, y: number): Promise<void>;
  press(key: "Tab" | "Escape", options?: { shift?: boolean }): Promise<void>;
  /** Pastes from the system clipboard where focus is, as a reader does (Ctrl+V). */
  paste(): Promise<void>;
  /** Runs `steps` with no network for the site (its server stopped), then brings it back. */
  withoutNetwork(steps: () => Promise<void>): Promise<void>;
}

/** What a wait says when it fails: a sentence, or a function that makes it then (from the page as it is). */
export type Failure = string | (() => string | Promise<string>);

/**
 * Polls `fn` in the page until it returns true; fails with `failure` after ten seconds, the e2e
 * suite's assertion limit: a limit that catches a hang, while these browsers share two cores with the
 * e2e suite's three. A check that throws (it met a page being replaced by the next) is asked again;
 * its last error joins the failure.
 */
export async function until<A extends unknown[]>(
  driver: SmokeDriver,
  failure: Failure,
  fn: (...args: A) => boolean | Promise<boolean>,
  ...args: A
) {
  return within(10_000, driver, failure, fn, ...args);
}

/**
 * The first screen once two readings a tenth of a second apart agree (a page still settling: an
 * island's first render, an image decoded).
 */
async function stableScreen(driver: SmokeDriver): Promise<string[]> {
  let last = await driver.run(firstScreen);
  for (let reading = 0; reading < 100; reading++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await driver.run(firstScreen);
    if (screenDifferences(last, now).length === 0) return now;
    last = now;
  }
  throw new Error(
    `the first screen kept changing: ${screenDifferences(last, await driver.run(firstScreen)).join("; ")}`,
  );
}

/** Whether the element at `selector` has `name="true"` (aria-expanded, aria-pressed): a check for `until`. */
const attributeIsTrue = (selector: string, name: string) =>
  document.querySelector(selector)?.getAttribute(name) === "true";

/** `until` with a time limit of its own: a service worker installs its precache first. */
async function within<A extends unknown[]>(
  ms: number,
  driver: SmokeDriver,
  failure: Failure,
  fn: (...args: A) => boolean | Promise<boolean>,
  ...args: A
) {
  const deadline = Date.now() + ms;
  let lastError: unknown;
  const check = () =>
    driver.run(fn, ...args).catch((error: unknown) => {
      lastError = error;
      return false;
    });
  while (!(await check())) {
    if (Date.now() > deadline) {
      const said = typeof failure === "string" ? failure : await failure();
      throw new Error(lastError instanceof Error ? `${said} (last check: ${lastError.message})` : said);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function isFocused(selector: string): boolean {
  return document.activeElement === document.querySelector(selector);
}

function describeFocus(): string {
  const el = document.activeElement;
  return el
    ? `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`
    : "nothing";
}

function drawerIs(open: boolean): boolean {
  const drawer = document.getElementById("technologies-drawer") as HTMLDialogElement | null;
  return Boolean(drawer) && drawer!.open === open && (!open || drawer!.matches(":modal"));
}

/**
 * The drawer in place: its slide-in (a transition of 250 ms) over. A reader taps the close button
 * where it has come to rest; a driver clicks where it measured the button, and a click measured
 * mid-slide landed beside it (Firefox: 4 of 90 runs of this check before this wait, 0 of 120 with it).
 */
function drawerSettled(): boolean {
  const drawer = document.getElementById("technologies-drawer");
  return Boolean(drawer) && drawer!.getAnimations().every((animation) => animation.playState === "finished");
}

const BROWSE = "button[commandfor='technologies-drawer'][command='show-modal']";
const MENU_TOGGLE = "header button[aria-controls='site-menu']";
const REMEMBER = "input[name='remember']";
/** The home hero's first button, Get Started (a form's submit button that its island handles). */
const GET_STARTED = "main button[data-replay]";

/**
 * The behaviours each engine must get right beyond loading (issue 19): the course drawer on a phone
 * (invoker commands and closedby, with their fallback), the phone menu's focus trap (whatever the
 * browser tabs to), a checkbox that answers its first click before its island has hydrated, and a
 * button in a form that its island handles instead of the form.
 */
export const behaviours: { name: string; run: (driver: SmokeDriver) => Promise<void> }[] = [
  {
    name: "the course drawer opens from Browse Technologies and closes by its button, Escape and a backdrop tap",
    async run(driver) {
      await driver.load("/webdev/frontend", MOBILE);
      for (const how of ["its close button", "Escape", "a backdrop tap"]) {
        await driver.click(BROWSE);
        await until(driver, "Browse Technologies did not open the drawer as a modal dialog", drawerIs, true);
        await until(driver, "the drawer did not come to rest", drawerSettled);
        if (!(await driver.run(focusInside, "dialog[open]")))
          throw new Error(`focus is on ${await driver.run(describeFocus)}, not in the drawer`);
        if (how === "Escape") await driver.press("Escape");
        else if (how === "a backdrop tap") await driver.clickAt(MOBILE.width - 10, MOBILE.height / 2);
        else await driver.click("#technologies-drawer button[command='close']");
        await until(driver, `${how} did not close the drawer`, drawerIs, false);
        if (!(await driver.run(isFocused, BROWSE)))
          throw new Error(`closed by ${how}, focus went to ${await driver.run(describeFocus)}`);
      }
    },
  },
  {
    name: "the phone menu keeps Tab and Shift+Tab inside, wrapping round",
    async run(driver) {
      await driver.load("/", MOBILE);
      await driver.click(MENU_TOGGLE);
      await until(driver, "the menu did not open", attributeIsTrue, MENU_TOGGLE, "aria-expanded");
      for (const shift of [false, true]) {
        const key = shift ? "Shift+Tab" : "Tab";
        await driver.run((sel) => document.querySelector<HTMLElement>(sel)?.focus(), MENU_TOGGLE);
        let presses = 0;
        do {
          if (++presses > 40) throw new Error(`${key} did not come round to the menu toggle in 40 presses`);
          await driver.press("Tab", { shift });
          if (!(await driver.run(focusInside, "header")))
            throw new Error(`${key} ${presses} left the menu for ${await driver.run(describeFocus)}`);
        } while (!(await driver.run(isFocused, MENU_TOGGLE)));
      }
    },
  },
  {
    name: "Login's Remember me is checked by the first click, before hydration, and stays checked after",
    async run(driver) {
      await driver.load("/login", MOBILE);
      // The box as the click left it, a task later: a click held for the island would leave it empty
      // until the island's script has arrived, which takes longer.
      await driver.run((sel) => {
        const box = document.querySelector<HTMLInputElement>(sel)!;
        const record = () => setTimeout(() => (document.documentElement.dataset.smokeChecked = String(box.checked)));
        addEventListener("click", record, { capture: true, once: true });
      }, REMEMBER);
      await driver.click(REMEMBER);
      await until(driver, "no click reached the page", () => "smokeChecked" in document.documentElement.dataset);
      if ((await driver.run(() => document.documentElement.dataset.smokeChecked)) !== "true")
        throw new Error("the first click left the box empty");
      await until(
        driver,
        "the form never hydrated",
        (sel) => !document.querySelector(sel)?.closest("astro-island[ssr]"),
        REMEMBER,
      );
      if (!(await driver.run((sel) => document.querySelector<HTMLInputElement>(sel)!.checked, REMEMBER)))
        throw new Error("unchecked after hydration");
    },
  },
  {
    name: "Get Started, a button in a form, is handled by its island: it opens /motivation without the form's empty query",
    async run(driver) {
      await driver.load("/", MOBILE);
      await driver.click(GET_STARTED);
      // The whole address, loaded: `location.search` of "/motivation?" (the form's own way) is empty too.
      const at = (path: string) =>
        document.readyState === "complete" && location.href.slice(location.origin.length) === path;
      await until(driver, "Get Started did not open /motivation without the form's empty query", at, "/motivation");
    },
  },
  {
    name: "Copy code puts a code block's text on the clipboard and says Copied",
    async run(driver) {
      const BUTTON = "main .code-bar button";
      await driver.load("/blog/react-19-features-in-practice", DESKTOP);
      await driver.click(BUTTON);
      const said = (sel: string, text: string) =>
        document.querySelector(sel)?.parentElement?.querySelector("[role='status']")?.textContent === text;
      await until(driver, `the button's live region did not say ${COPY_BUTTONS.done}`, said, BUTTON, COPY_BUTTONS.done);
      // What a reader would paste: into a field, with the keyboard, from the system clipboard.
      await driver.run(() => {
        const field = document.createElement("textarea");
        field.id = "smoke-paste";
        document.body.append(field);
        field.focus();
      });
      await driver.paste();
      const pasted = () => document.querySelector<HTMLTextAreaElement>("#smoke-paste")?.value ?? "";
      const code = await driver.run(() => document.querySelector(".prose pre")?.textContent ?? "");
      await until(
        driver,
        "the pasted text is not the block's code",
        (text) => document.querySelector<HTMLTextAreaElement>("#smoke-paste")?.value === text,
        code,
      );
      if (!code.includes("useActionState"))
        throw new Error(
          `the first block reads "${code.slice(0, 40)}", pasted "${(await driver.run(pasted)).slice(0, 40)}"`,
        );
    },
  },
  {
    name: "the reader's library: Save keeps the article (pressed, counted) and a Done box keeps the step, across a reload",
    async run(driver) {
      const SAVE = "main button[data-save-slug]";
      const STEP = "input[data-step='1']";
      await driver.load("/blog/react-19-features-in-practice", MOBILE);
      await driver.run(() => localStorage.removeItem("techhorizon:library"));
      await driver.load("/blog/react-19-features-in-practice", MOBILE);
      await driver.click(SAVE);
      await until(driver, "Save did not press", attributeIsTrue, SAVE, "aria-pressed");
      await driver.load("/blog/react-19-features-in-practice", MOBILE);
      await until(driver, "the saved article was not pressed after a reload", attributeIsTrue, SAVE, "aria-pressed");
      const count = () => document.querySelector("[data-library-count]")?.getAttribute("aria-label");
      if ((await driver.run(count)) !== "Library, 1 saved article")
        throw new Error(`the header's link is named "${await driver.run(count)}"`);
      await driver.load("/webdev/frontend", MOBILE);
      await driver.click(STEP);
      const done = (sel: string) =>
        document.querySelector<HTMLInputElement>(sel)?.checked === true &&
        document.querySelector("main progress")?.getAttribute("value") === "1";
      await until(driver, "the Done box did not tick the step and count it", done, STEP);
      await driver.load("/webdev/frontend", MOBILE);
      await until(driver, "the step was not ticked after a reload", done, STEP);
    },
  },
  {
    name: "no update toast for a reader's first worker, and no toast above the open phone menu",
    async run(driver) {
      // A reader's first visit: no worker, no cache of ours. WebKit reports the first worker as the
      // page's controller while it still waits to activate, which once offered a "new version" then.
      await driver.load("/login", MOBILE);
      await driver.run(async () => {
        for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
        for (const name of await caches.keys()) await caches.delete(name);
      });
      await driver.load("/login", MOBILE);
      const installed = async () =>
        (await navigator.serviceWorker.getRegistration())?.active?.state === "activated" &&
        Boolean(navigator.serviceWorker.controller);
      await within(20_000, driver, "no service worker took control of the page", installed);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const toastShown = () => document.querySelector("[data-sonner-toast]") !== null;
      if (await driver.run(toastShown))
        throw new Error(
          `a toast showed on the first page: "${await driver.run(() => document.querySelector("[data-sonner-toast]")?.textContent)}"`,
        );
      // Any toast (here Login's, for an empty form) stays below the open phone menu.
      await driver.click("main button[type='submit']");
      await until(driver, "Sign in with empty fields showed no toast", toastShown);
      await driver.click(MENU_TOGGLE);
      await until(driver, "the menu did not open", attributeIsTrue, MENU_TOGGLE, "aria-expanded");
      // Its last dropdown open, so the menu's items reach the foot of the screen, where toasts show.
      await driver.run(
        (sel) => [...document.querySelectorAll<HTMLElement>(sel)].at(-1)?.setAttribute("data-smoke-last", ""),
        "#site-menu button[aria-expanded]",
      );
      await driver.click("[data-smoke-last]");
      await until(
        driver,
        "the menu's last dropdown did not open",
        () => document.querySelector("[data-smoke-last]")?.getAttribute("aria-expanded") === "true",
      );
      const covered = await driver.run(() =>
        [...document.querySelectorAll<HTMLElement>("#site-menu a, #site-menu button")]
          .map((item) => ({ item, box: item.getBoundingClientRect() }))
          .filter(({ box }) => box.height > 0 && box.top + box.height / 2 < innerHeight)
          .filter(
            ({ item, box }) =>
              !item.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)),
          )
          .map(({ item }) => (item.textContent ?? "").trim().slice(0, 30)),
      );
      if (covered.length) throw new Error(`covered in the open menu: ${covered.join(", ")}`);
      if (!(await driver.run(toastShown))) throw new Error("the toast had gone before the menu was checked");
    },
  },
  {
    name: "offline reading: the service worker takes over, keeps a saved article, and with no network opens it and answers the offline page for another",
    async run(driver) {
      const ARTICLE = "/blog/react-19-features-in-practice";
      const SAVE = "main button[data-save-slug]";
      await driver.load(ARTICLE, DESKTOP);
      await driver.run(() => localStorage.removeItem("techhorizon:library"));
      await within(20_000, driver, "no service worker took control of the page", () =>
        Boolean(navigator.serviceWorker?.controller),
      );
      await driver.load(ARTICLE, DESKTOP);
      await driver.click(SAVE);
      const kept = async (path: string) => Boolean(await (await caches.open("th-saved")).match(path));
      await within(15_000, driver, "the saved article was not kept on the device", kept, ARTICLE);
      await driver.withoutNetwork(async () => {
        await driver.load(ARTICLE, DESKTOP);
        if (!(await driver.run(h1Text)).startsWith("React 19 in Practice"))
          throw new Error(`offline, the saved article showed "${await driver.run(h1Text)}"`);
        // A page no check has opened (every other one may have been kept as visited).
        const unseen = pagePaths.find((path) => !templatePaths.includes(path))!;
        await driver.load(unseen, DESKTOP);
        if ((await driver.run(h1Text)) !== offlinePage.hero.heading)
          throw new Error(`offline, ${unseen}, never opened, showed "${await driver.run(h1Text)}"`);
      });
      await driver.run(() => localStorage.removeItem("techhorizon:library"));
    },
  },
  {
    // Issue 47: each page's own CSS is in its HTML; the linked stylesheet holds only what a pointer,
    // paper or a script's later rendering needs (ADR 0047). Switched off, it must change nothing on
    // the first screen: that screen is whole before the stylesheet arrives, and its arrival moves
    // nothing (no layout shift), in light and dark, on a phone and a desktop.
    name: "the first screen is whole before the linked stylesheet arrives and does not move when it does",
    async run(driver) {
      // On the site first: its storage is the page's (a blank tab has none to write).
      await driver.load("/", MOBILE);
      try {
        for (const viewport of [MOBILE, DESKTOP])
          for (const path of FIRST_SCREEN_PATHS)
            for (const theme of ["light", "dark"] as const) {
              // The reader's choice, stored, so the page opens in it (no colours fading from another).
              await driver.run(storeTheme, theme);
              await driver.load(path, viewport);
              const whole = await stableScreen(driver);
              if ((await driver.run(linkedStylesheets, false)) !== 1)
                throw new Error(`${path} does not link its one deferred stylesheet`);
              const before = await driver.run(firstScreen);
              await driver.run(linkedStylesheets, true);
              const changes = screenDifferences(before, whole);
              if (changes.length) throw new Error(`${path} at ${viewport.width} px, ${theme}: ${changes.join("; ")}`);
            }
      } finally {
        await driver.run(storeTheme, null);
      }
    },
  },
];
