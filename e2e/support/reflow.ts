/**
 * What a page's layout must hold at any width (WCAG 1.4.10 reflow) and for a visitor who asks for
 * reduced motion, read in the page: for the walks of every page (e2e/every-page.spec.ts) and the
 * screens' own states (a form showing its errors).
 */
import type { Page } from "@playwright/test";

/** Sideways scrolling on the page as it is now, in CSS pixels (0 when none). */
export const horizontalScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

interface Clipped {
  text: string;
  tag: string;
  why: string;
}

/** Headings, paragraphs, links, buttons and labels whose visible text is cut off by a hidden overflow. */
export function clippedText(page: Page): Promise<Clipped[]> {
  return page.evaluate(() => {
    const hides = (s: CSSStyleDeclaration) => ["hidden", "clip"].includes(s.overflowX) || s.textOverflow === "ellipsis";
    // Visually hidden text (the sr-only pattern) is meant to be out of sight.
    const srOnly = (el: Element, r: DOMRect) =>
      r.width <= 1 ||
      r.height <= 1 ||
      getComputedStyle(el).clipPath !== "none" ||
      getComputedStyle(el).clip.startsWith("rect");
    const out: { text: string; tag: string; why: string }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      "h1, h2, h3, h4, h5, h6, p, a, button, label, li, dt, dd, figcaption, td, th",
    )) {
      const text = el.innerText?.trim();
      if (!text || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const rect = el.getBoundingClientRect();
      if (srOnly(el, rect)) continue;
      const style = getComputedStyle(el);
      const report = (why: string) => out.push({ text: text.slice(0, 60), tag: el.tagName.toLowerCase(), why });
      if (hides(style) && el.scrollWidth > el.clientWidth + 1) {
        report(`scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}`);
        continue;
      }
      // Text sticking out of an ancestor that hides its overflow is cut off there.
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (!hides(s)) continue;
        const box = a.getBoundingClientRect();
        if (srOnly(a, box)) break;
        if (rect.left < box.left - 1 || rect.right > box.right + 1)
          report(`sticks out of an overflow:${s.overflowX} ${a.tagName.toLowerCase()}`);
        break;
      }
    }
    return out;
  });
}

/**
 * What still moves on the page: running animations and transitions longer than 10 ms or endless, and
 * the root's scroll behaviour (smooth scrolling moves the page too).
 */
export function motion(page: Page) {
  return page.evaluate(() => ({
    scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior,
    running: document
      .getAnimations()
      .filter((a) => a.playState === "running")
      .map((a) => {
        const timing = a.effect?.getComputedTiming();
        const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
        return {
          name:
            a instanceof CSSAnimation
              ? a.animationName
              : a instanceof CSSTransition
                ? `transition ${a.transitionProperty}`
                : a.id,
          duration: Number(timing?.duration ?? 0),
          iterations: timing?.iterations ?? 1,
          target: target ? `${target.tagName.toLowerCase()}.${String(target.className).slice(0, 60)}` : "",
        };
      })
      .filter((a) => a.duration > 10 || a.iterations === Infinity),
  }));
}
