/**
 * The smoke suites' series check (tools/check/smoke.ts in Firefox, tools/check/webkit.ts in WebKit): a
 * reader opens the first part of a series, follows its next-part link and lands on the second part,
 * which says 'Part 2 of M' (docs/product.md#series). Kept apart from smoke-support.ts's
 * behaviours so each suite adds it with one line.
 */
import { series } from "./articles.ts";
import { articleCopy, fill, seriesPart } from "./spec-texts.ts";
import { DESKTOP, type SmokeDriver, until } from "./smoke-support.ts";

const placeText = () => document.querySelector("article header [data-series-place]")?.textContent ?? "";

export const seriesBehaviour = {
  name: "a series: part 1's next-part link opens part 2, which says 'Part 2 of M'",
  async run(driver: SmokeDriver) {
    const one = series.find((s) => s.parts.length >= 2);
    if (!one) throw new Error("no series of two parts or more to follow");
    const [first, second] = [one.parts[0]!, one.parts[1]!];
    await driver.load(`/blog/${first.slug}`, DESKTOP);
    const firstText = seriesPart(1, one.parts.length);
    if (!(await driver.run(placeText)).startsWith(firstText))
      throw new Error(`part 1 says "${await driver.run(placeText)}", not "${firstText}"`);
    const next = `nav[aria-label="${fill(articleCopy.seriesNavLabel, { title: one.title })}"] a[href="/blog/${second.slug}"]`;
    const label = await driver.run((selector: string) => document.querySelector(selector)?.textContent ?? "", next);
    if (!label.startsWith(articleCopy.nextPart))
      throw new Error(`the link to part 2 reads "${label}", not "${articleCopy.nextPart} …"`);
    // A reader follows the link after reading part 1, its images shown. Leaving while the worker
    // still answers one makes Firefox log "A ServiceWorker intercepted the request and encountered
    // an unexpected error" for that image, of a page already left: 6 of 120 clicks made at once
    // in a probe, none of 120 made once the images had come (docs/developing.md).
    await driver.run(() => [...document.images].forEach((img) => (img.loading = "eager")));
    await until(
      driver,
      async () =>
        `part 1's images still loading: ${await driver.run(() => [...document.images].filter((img) => !img.complete).length)}`,
      () => [...document.images].every((img) => img.complete),
    );
    await driver.click(next);
    const expected = seriesPart(2, one.parts.length);
    await until(
      driver,
      async () =>
        `after the next-part link: ${await driver.run(() => location.pathname).catch(() => "?")}, "${await driver.run(placeText).catch(() => "")}"`,
      (path: string, text: string) =>
        location.pathname === path &&
        (document.querySelector("article header [data-series-place]")?.textContent ?? "").startsWith(text),
      `/blog/${second.slug}`,
      expected,
    );
  },
};
