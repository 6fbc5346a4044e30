import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { asksNoIndex, seoMisses } from "./lighthouse-seo.ts";

/** A Lighthouse result with these SEO audits and scores (a weight of 0: an audit that does not count). */
function result(audits: Record<string, { score: number | null; weight?: number }>) {
  return {
    categories: {
      seo: { auditRefs: Object.entries(audits).map(([id, a]) => ({ id, weight: a.weight ?? 1 })) },
    },
    audits: Object.fromEntries(Object.entries(audits).map(([id, a]) => [id, { score: a.score }])),
  } as unknown as Pick<Result, "categories" | "audits">;
}

describe("the Lighthouse check's SEO", () => {
  it("reads noindex from the robots meta, alone or beside follow", () => {
    expect(asksNoIndex('<meta name="robots" content="noindex">')).toBe(true);
    expect(asksNoIndex('<meta name="robots" content="noindex, follow">')).toBe(true);
    expect(asksNoIndex('<meta name="robots" content="index, follow">')).toBe(false);
    expect(asksNoIndex('<meta name="description" content="noindex is a word here">')).toBe(false);
  });

  it("forgives is-crawlable only on a page that asks not to be indexed, and nothing else", () => {
    const lhr = result({ "is-crawlable": { score: 0 }, "document-title": { score: 1 }, "link-text": { score: 0 } });
    expect(seoMisses(lhr, true)).toEqual(["link-text"]);
    expect(seoMisses(lhr, false)).toEqual(["is-crawlable", "link-text"]);
  });

  it("counts only the audits that weigh in the score", () => {
    const lhr = result({ "structured-data": { score: 0, weight: 0 }, "is-crawlable": { score: 0 } });
    expect(seoMisses(lhr, true)).toEqual([]);
  });
});
