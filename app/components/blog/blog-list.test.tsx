// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ArticleSummary } from "~/content/blog";
import { BlogList } from "./blog-list";

const summary = (slug: string, title: string, excerpt: string, category: string): ArticleSummary => ({
  slug,
  title,
  excerpt,
  category,
  categoryId: category.toLowerCase().replace(/ /g, "-"),
  date: "2026-01-01",
  dateText: "January 1, 2026",
  author: "Maya Chen",
  authorId: "maya-chen",
  authorRole: "Editor-in-Chief",
  tags: [],
  draft: false,
  image: `/images/blog/${slug}.svg`,
  alt: "An illustration",
  readingMinutes: 4,
});

const articles = [
  summary("prompts", "Prompt Engineering", "Patterns for language models.", "AI Insights"),
  summary("habits", "Building a Habit", "Motivation fades; habits stay.", "Motivation"),
  summary("react", "React 19 in Practice", "Actions and the compiler.", "Tech Trends"),
];

const CATEGORIES = ["AI Insights", "Motivation", "Tech Trends"];

const titles = () => within(screen.getByRole("list", { name: "Articles" })).queryAllByRole("heading").map((h) => h.textContent);
const category = (name: string) => within(screen.getByRole("group", { name: "Category" })).getByRole("button", { name });

beforeEach(() => history.replaceState(null, "", "/blog"));
afterEach(cleanup);

describe("BlogList", () => {
  it("filters by text as it is typed, replacing the history entry", async () => {
    const length = history.length;
    render(<BlogList articles={articles} categories={CATEGORIES} />);
    await userEvent.type(screen.getByRole("searchbox", { name: "Search articles" }), "HABIT");
    expect(titles()).toEqual(["Building a Habit"]);
    expect(location.search).toBe("?q=HABIT");
    expect(history.length).toBe(length);
    expect(screen.getByRole("status")).toHaveTextContent("1 article");
  });

  it("pushes a category change and follows Back", async () => {
    render(<BlogList articles={articles} categories={CATEGORIES} />);
    await userEvent.click(category("Tech Trends"));
    expect(titles()).toEqual(["React 19 in Practice"]);
    expect(category("Tech Trends")).toHaveAttribute("aria-pressed", "true");
    expect(location.search).toBe("?category=Tech+Trends");

    act(() => {
      history.replaceState(null, "", "/blog?category=Motivation");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(titles()).toEqual(["Building a Habit"]);
  });

  it("applies the URL's filters and says when nothing matches; Show all articles clears them", async () => {
    history.replaceState(null, "", "/blog?q=compiler&category=AI%20Insights");
    render(<BlogList articles={articles} categories={CATEGORIES} />);
    expect(screen.getByRole("searchbox")).toHaveValue("compiler");
    expect(screen.getByText("No articles found. Try adjusting your search or category.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show all articles" }));
    expect(titles()).toHaveLength(3);
    expect(location.search).toBe("");
  });

  it("shows the page as built until a filter is set, then asks once for every article and filters them", async () => {
    const asked: number[] = [];
    const built = <p>The six newest, as built</p>;
    const { rerender } = render(<BlogList categories={CATEGORIES} unfiltered={built} onFilter={() => asked.push(1)} />);
    expect(screen.getByText("The six newest, as built")).toBeInTheDocument();
    expect(asked).toEqual([]);
    await userEvent.click(category("Motivation"));
    expect(asked.length).toBeGreaterThan(0);
    // Until the articles arrive the built page stays, marked busy.
    expect(screen.getByText("The six newest, as built").closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    rerender(<BlogList articles={articles} categories={CATEGORIES} unfiltered={built} onFilter={() => asked.push(1)} />);
    expect(titles()).toEqual(["Building a Habit"]);
    expect(screen.queryByText("The six newest, as built")).not.toBeInTheDocument();
  });

  it("category buttons lead to the categories' static lists without JavaScript", () => {
    const links = { All: "/blog", "AI Insights": "/blog/category/ai-insights", Motivation: "/blog/category/motivation", "Tech Trends": "/blog/category/tech-trends" };
    render(<BlogList articles={articles} categories={CATEGORIES} categoryLinks={links} />);
    for (const [name, href] of Object.entries(links)) {
      expect(category(name)).toHaveAttribute("type", "submit");
      expect(category(name)).toHaveAttribute("formaction", href);
    }
    // The search box is in a form of its own: Enter there submits no category.
    expect(screen.getByRole("searchbox").closest("form")!.contains(category("All"))).toBe(false);
  });
});
