import { describe, expect, it } from "vitest";
import { newestFirst } from "./articles";
import { MAX_RELATED, MIN_RELATED, relatedArticles, relatedFinder } from "./related-articles";

const article = (slug: string, date: string, categoryId: string, tags: string[]) => ({ slug, date, categoryId, tags });

describe("related articles", () => {
  const current = article("current", "2026-06-01", "ai", ["llm", "privacy"]);

  it("prefers shared tags and the category, and lists the chosen newest first", () => {
    const archive = [
      current,
      article("same-category", "2026-01-01", "ai", []),
      article("two-tags", "2025-01-01", "web", ["llm", "privacy"]),
      article("tag-and-category", "2024-01-01", "ai", ["llm"]),
      article("one-tag", "2026-05-01", "web", ["privacy"]),
      article("unrelated-newest", "2026-12-01", "web", ["css"]),
    ];
    expect(relatedArticles(archive, current).map((a) => a.slug)).toEqual([
      "one-tag",
      "same-category",
      "two-tags",
      "tag-and-category",
    ]);
  });

  it("never lists the article itself, and the newer of two equal matches wins the last place", () => {
    const archive = [
      current,
      ...["2026-01-01", "2026-02-01", "2026-03-01", "2026-04-01", "2026-05-01"].map((date) =>
        article(`a-${date}`, date, "ai", []),
      ),
    ];
    const related = relatedArticles(archive, current).map((a) => a.slug);
    expect(related).toEqual(["a-2026-05-01", "a-2026-04-01", "a-2026-03-01", "a-2026-02-01"]);
  });

  it("stays at four however large the archive", () => {
    const archive = Array.from({ length: 10_000 }, (_, i) =>
      article(`a${i}`, `20${String(10 + (i % 15))}-01-01`, "ai", ["llm"]),
    );
    expect(relatedArticles(archive, current)).toHaveLength(MAX_RELATED);
  });

  it("tops up with the newest others when fewer than three share anything", () => {
    const archive = [
      current,
      article("close", "2020-01-01", "ai", []),
      article("old", "2021-01-01", "web", []),
      article("newest", "2026-12-01", "web", []),
      article("newer", "2026-11-01", "web", []),
    ];
    expect(relatedArticles(archive, current).map((a) => a.slug)).toEqual(["newest", "newer", "close"]);
  });

  it("is empty when the article is the only one", () => {
    expect(relatedArticles([current], current)).toEqual([]);
  });

  it("chooses what a full pass over the archive would, article by article", () => {
    type Item = ReturnType<typeof article>;
    // The rule read literally: score every other article, best first, then the newest to top up.
    const byFullPass = (archive: Item[], current: Item) => {
      const others = archive.filter((o) => o.slug !== current.slug);
      const score = (o: Item) =>
        o.tags.filter((t) => current.tags.includes(t)).length + (o.categoryId === current.categoryId ? 1 : 0);
      const chosen = others
        .filter((o) => score(o) > 0)
        .sort((a, b) => score(b) - score(a) || newestFirst(a, b))
        .slice(0, MAX_RELATED);
      if (chosen.length < MIN_RELATED)
        chosen.push(
          ...others
            .filter((o) => !chosen.includes(o))
            .sort(newestFirst)
            .slice(0, MIN_RELATED - chosen.length),
        );
      return chosen.sort(newestFirst).map((o) => o.slug);
    };
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const archive = Array.from({ length: 400 }, (_, i) => {
      const tags = [...new Set(Array.from({ length: next(4) }, () => `t${next(12)}`))];
      return article(`a${i}`, `20${10 + next(15)}-0${1 + next(9)}-1${next(10)}`, `c${next(5)}`, tags);
    });
    const related = relatedFinder(archive);
    for (const current of archive)
      expect(
        related(current).map((o) => o.slug),
        current.slug,
      ).toEqual(byFullPass(archive, current));
  });
});
