// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ArticleSummary } from "~/content/schemas/blog";
import { toBlogRecord, type BlogRecord } from "~/lib/blog-search";
import type { Pagefind, PagefindSearchOptions } from "~/components/search/pagefind";
import { ArticleGrid } from "./article-grid";
import { BlogList } from "./blog-list";

const summary = (slug: string, title: string, excerpt: string, category: string, date: string): ArticleSummary => ({
  slug,
  title,
  excerpt,
  category,
  categoryId: category.toLowerCase().replace(/ /g, "-"),
  date,
  dateText: date,
  author: "Maya Chen",
  authorId: "maya-chen",
  authorRole: "Editor-in-Chief",
  tags: [],
  draft: false,
  image: `/images/blog/${slug}.svg`,
  alt: "An illustration",
  readingMinutes: 4,
});

// Newest first, as the build passes them.
const archive = [
  summary("prompts", "Prompt Engineering", "Patterns for language models.", "AI Insights", "2026-08-01"),
  summary("habits", "Building a Habit", "Motivation fades; habits stay.", "Motivation", "2026-07-01"),
  summary("react", "React 19 in Practice", "Actions and the compiler.", "Tech Trends", "2026-06-01"),
  summary("wasm", "WebAssembly Beyond the Browser", "Where it beats containers.", "Tech Trends", "2026-05-01"),
  summary("models", "Running Small Models", "Private language models on a laptop.", "AI Insights", "2026-04-01"),
  summary("tutorials", "From Tutorial Hell to Projects", "Ship real projects.", "Motivation", "2026-03-01"),
  summary("old-react", "React Server Components", "An older look at the compiler.", "Tech Trends", "2026-02-01"),
  summary("oldest", "The First Article", "Where the blog began.", "Motivation", "2026-01-01"),
];
const CATEGORIES = ["AI Insights", "Motivation", "Tech Trends"];

/**
 * A stand-in for the blog's Pagefind bundle over the records the build would index: every word of
 * the term must start a word of the record's text (case-insensitive), the category filter admits any
 * of its names, and the date sorts. It counts the records it hands out.
 */
function fakePagefind(records: readonly BlogRecord[]) {
  const fetched: string[] = [];
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const search = async (term: string | null, options: PagefindSearchOptions = {}) => {
    const admitted = (options.filters?.category as { any: string[] } | undefined)?.any;
    const terms = term === null ? [] : words(term);
    const holds = (r: BlogRecord, w: string) => words(r.content).some((word) => word.startsWith(w));
    const admittedRecords = records.filter((r) => !admitted || admitted.includes(r.filters.category![0]!));
    let matching = admittedRecords.filter((r) => terms.every((w) => holds(r, w)));
    // Like Pagefind, a query nothing answers is loosened: words no record holds are dropped, and any other will do.
    if (terms.length && !matching.length) {
      const known = terms.filter((w) => records.some((r) => holds(r, w)));
      matching = admittedRecords.filter((r) => known.some((w) => holds(r, w)));
    }
    matching.sort((a, b) => (options.sort?.date === "desc" ? b.sort.date!.localeCompare(a.sort.date!) : 0));
    return {
      results: matching.map((r) => ({
        id: r.url,
        data: async () => {
          fetched.push(r.url);
          return { url: r.url, excerpt: r.content, meta: r.meta };
        },
      })),
    };
  };
  const pagefind: Pagefind = { options: async () => {}, init: async () => {}, search };
  return { pagefind, fetched };
}

let fake = fakePagefind(archive.map(toBlogRecord));
const loadPagefind = vi.fn(async () => fake.pagefind);
vi.mock("~/components/search/pagefind", () => ({ loadPagefind: () => loadPagefind() }));

const newest = archive.slice(0, 6);
const renderList = () =>
  render(
    <BlogList total={archive.length} categories={CATEGORIES}>
      <ArticleGrid articles={newest} label="Articles" />
    </BlogList>,
  );
const titles = () =>
  within(screen.getByRole("list", { name: "Articles" }))
    .queryAllByRole("heading")
    .map((h) => h.textContent);
const shown = (expected: string[]) => waitFor(() => expect(titles()).toEqual(expected));
const category = (name: string) =>
  within(screen.getByRole("group", { name: "Category" })).getByRole("button", { name });

beforeEach(() => {
  // jsdom lays nothing out; changing the page scrolls the list's top into view.
  Element.prototype.scrollIntoView = vi.fn();
  history.replaceState(null, "", "/blog");
  fake = fakePagefind(archive.map(toBlogRecord));
  loadPagefind.mockClear();
});
afterEach(cleanup);

describe("BlogList", () => {
  it("shows the list it was built with and loads no search until the reader filters", () => {
    renderList();
    expect(titles()).toEqual(newest.map((a) => a.title));
    expect(screen.getByRole("status")).toHaveTextContent("8 articles");
    expect(loadPagefind).not.toHaveBeenCalled();
  });

  it("searches the whole archive as the reader types, by word prefix, replacing the history entry", async () => {
    const length = history.length;
    renderList();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search articles" }), "COMPIL");
    // The second match is older than the six the page was built with.
    await shown(["React 19 in Practice", "React Server Components"]);
    expect(location.search).toBe("?q=COMPIL");
    expect(history.length).toBe(length);
    expect(screen.getByRole("status")).toHaveTextContent("2 articles");
  });

  it("combines the words with the category, and fetches only the records it shows", async () => {
    renderList();
    await userEvent.click(category("Tech Trends"));
    await shown(["React 19 in Practice", "WebAssembly Beyond the Browser", "React Server Components"]);
    expect(location.search).toBe("?category=Tech+Trends");
    expect(category("Tech Trends")).toHaveAttribute("aria-pressed", "true");
    await userEvent.type(screen.getByRole("searchbox"), "react");
    await shown(["React 19 in Practice", "React Server Components"]);
    expect(fake.fetched).not.toContain("/blog/prompts");
  });

  it("pushes a category change and follows Back", async () => {
    renderList();
    await userEvent.click(category("AI Insights"));
    await shown(["Prompt Engineering", "Running Small Models"]);
    act(() => {
      history.replaceState(null, "", "/blog?category=Motivation");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await shown(["Building a Habit", "From Tutorial Hell to Projects", "The First Article"]);
  });

  it("unfiltered, leaves paging to the built page's own links; a shared ?page=2 comes from the index, six records at most", async () => {
    renderList();
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
    expect(fake.fetched).toEqual([]);
    cleanup();
    history.replaceState(null, "", "/blog?page=2");
    renderList();
    await shown(["React Server Components", "The First Article"]);
    expect(fake.fetched).toEqual(["/blog/old-react", "/blog/oldest"]);
  });

  it("applies the URL's filters and says when nothing matches; Show all articles clears them", async () => {
    history.replaceState(null, "", "/blog?q=compiler&category=AI%20Insights");
    renderList();
    expect(screen.getByRole("searchbox")).toHaveValue("compiler");
    expect(await screen.findByText("No articles found. Try adjusting your search or category.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("0 articles");
    await userEvent.click(screen.getByRole("button", { name: "Show all articles" }));
    expect(titles()).toHaveLength(6);
    expect(location.search).toBe("");
  });

  it("reports no match when the index can only answer some of the words", async () => {
    renderList();
    const box = screen.getByRole("searchbox");
    // Both words are in the archive, in no one article; then a word that is in none.
    await userEvent.type(box, "compiler laptop");
    expect(await screen.findByText("No articles found. Try adjusting your search or category.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("0 articles");
    await userEvent.clear(box);
    await userEvent.type(box, "habits zzyzx");
    await waitFor(() => expect(location.search).toBe("?q=habits+zzyzx"));
    expect(await screen.findByText("No articles found. Try adjusting your search or category.")).toBeInTheDocument();
  });

  it("says so when the index cannot be loaded", async () => {
    loadPagefind.mockRejectedValueOnce(new Error("offline"));
    renderList();
    await userEvent.click(category("Motivation"));
    expect(await screen.findByText("Search is not available right now. Please try again.")).toBeInTheDocument();
  });
});
