// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { LIBRARY_KEY } from "~/lib/library/format";
import { sampleLibrary } from "~/lib/library/library.testing";
import { LibraryPage } from "./library-page";
import { writeStore } from "./store";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const file = (text: string) => new File([text], "library.json", { type: "application/json" });
const importFile = async (text: string) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, file(text));
};

describe("the library page", () => {
  it("says what an empty library is for and how to fill it", () => {
    render(<LibraryPage />);
    expect(screen.getByRole("heading", { name: "Your library is empty" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse the blog" })).toHaveAttribute("href", "/blog");
    for (const name of ["Export", "Import", "Clear library"])
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
  });

  it("lists saved articles, courses in progress and articles in progress; removes one", async () => {
    writeStore(sampleLibrary());
    render(<LibraryPage />);
    const saved = screen.getByRole("region", { name: /Saved articles/ });
    expect(within(saved).getByRole("link", { name: "Title of react-19" })).toHaveAttribute("href", "/blog/react-19");
    const courses = screen.getByRole("region", { name: "Courses in progress" });
    expect(within(courses).getByRole("progressbar")).toHaveAttribute("value", "2");
    expect(within(courses).getByText("2 of 5 steps done")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Continue reading" })).getByText("40% read")).toBeInTheDocument();
    await userEvent.click(within(saved).getByRole("button", { name: "Remove Title of react-19 from your library" }));
    expect(within(saved).queryByRole("listitem")).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(LIBRARY_KEY)!).saved).toEqual([]);
  });

  it("opens a thousand saved articles a page of them at a time, newest first", async () => {
    const saved = Array.from({ length: 1000 }, (_, i) => ({
      ...sampleLibrary().saved[0]!,
      slug: `article-${i}`,
      title: `Article ${i}`,
      savedAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    }));
    writeStore({ ...sampleLibrary(), saved });
    render(<LibraryPage />);
    const list = screen.getByRole("region", { name: /Saved articles \(1000\)/ });
    expect(within(list).getAllByRole("listitem")).toHaveLength(24);
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("Article 999");
    await userEvent.click(screen.getByRole("button", { name: "Show more saved articles" }));
    expect(within(list).getAllByRole("listitem")).toHaveLength(48);
  });

  it("imports a file by merging it, and says what was added", async () => {
    render(<LibraryPage />);
    await importFile(JSON.stringify(sampleLibrary()));
    expect(
      await screen.findByText("Library imported: 1 saved article, 1 course, 1 article in progress."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Title of react-19" })).toBeInTheDocument();
  });

  it("refuses a damaged, foreign or newer file with a clear message and changes nothing", async () => {
    writeStore(sampleLibrary());
    const before = localStorage.getItem(LIBRARY_KEY);
    render(<LibraryPage />);
    const cases = [
      ['{"format":"techhorizon-library","vers', "That file is damaged or incomplete"],
      ['{"bookmarks":[]}', "That is not a TechHorizon library file"],
      [JSON.stringify({ ...sampleLibrary(), version: 2 }), "That file was made by a newer version of TechHorizon"],
      [JSON.stringify({ ...sampleLibrary(), saved: [{ slug: "x" }] }), "entries this site cannot read"],
    ];
    for (const [text, message] of cases) {
      await importFile(text!);
      expect(await screen.findByRole("alert")).toHaveTextContent(message!);
      expect(localStorage.getItem(LIBRARY_KEY)).toBe(before);
    }
  });

  it("clears everything only after the confirmation", async () => {
    writeStore(sampleLibrary());
    render(<LibraryPage />);
    await userEvent.click(screen.getByRole("button", { name: "Clear library" }));
    const dialog = screen.getByRole("dialog", { name: "Clear your library?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(localStorage.getItem(LIBRARY_KEY)).not.toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Clear library" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Clear library" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Your library is empty" })).toBeInTheDocument());
    expect(localStorage.getItem(LIBRARY_KEY)).toBeNull();
  });

  it("says so when storage is blocked, and when what is stored cannot be read", () => {
    localStorage.setItem(LIBRARY_KEY, "{broken");
    render(<LibraryPage />);
    expect(screen.getByRole("alert")).toHaveTextContent("Your stored library could not be read");
    expect(screen.getByRole("button", { name: "Export" })).toBeEnabled();
  });
});
