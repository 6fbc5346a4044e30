// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LIBRARY_KEY, type Library } from "~/lib/library/format";
import { encodeLink, linkedLibrary } from "~/lib/library/link";
import { listedLibrary, sampleLibrary, versionOneLibrary } from "~/lib/library/library.testing";
import { LibraryPage } from "./library-page";
import { writeStore } from "./store";

afterEach(() => {
  cleanup();
  localStorage.clear();
  history.replaceState(null, "", "/");
});

const COURSES = [{ slug: "frontend", title: "Frontend Development" }];
const stored = () => JSON.parse(localStorage.getItem(LIBRARY_KEY)!) as Library;
const file = (text: string) => new File([text], "library.json", { type: "application/json" });
const importFile = async (text: string) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, file(text));
};

describe("the library page", () => {
  it("says what an empty library is for and how to fill it", () => {
    render(<LibraryPage courses={COURSES} />);
    expect(screen.getByRole("heading", { name: "Your library is empty" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse the blog" })).toHaveAttribute("href", "/blog");
    for (const name of ["Export", "Import", "Clear library"])
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
  });

  it("lists saved articles, courses in progress and articles in progress; removes one", async () => {
    writeStore(sampleLibrary());
    render(<LibraryPage courses={COURSES} />);
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
    render(<LibraryPage courses={COURSES} />);
    const list = screen.getByRole("region", { name: /Saved articles \(1000\)/ });
    expect(within(list).getAllByRole("listitem")).toHaveLength(24);
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("Article 999");
    await userEvent.click(screen.getByRole("button", { name: "Show more saved articles" }));
    expect(within(list).getAllByRole("listitem")).toHaveLength(48);
  });

  it("imports a file by merging it, and says what was added", async () => {
    render(<LibraryPage courses={COURSES} />);
    await importFile(JSON.stringify(sampleLibrary()));
    expect(
      await screen.findByText("Library imported: 1 saved article, 1 course, 1 article in progress."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Title of react-19" })).toBeInTheDocument();
  });

  it("refuses a damaged, foreign or newer file with a clear message and changes nothing", async () => {
    writeStore(sampleLibrary());
    const before = localStorage.getItem(LIBRARY_KEY);
    render(<LibraryPage courses={COURSES} />);
    const cases = [
      ['{"format":"techhorizon-library","vers', "That file is damaged or incomplete"],
      ['{"bookmarks":[]}', "That is not a TechHorizon library file"],
      [JSON.stringify({ ...sampleLibrary(), version: 3 }), "That file was made by a newer version of TechHorizon"],
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
    render(<LibraryPage courses={COURSES} />);
    await userEvent.click(screen.getByRole("button", { name: "Clear library" }));
    const dialog = await screen.findByRole("dialog", { name: "Clear your library?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(localStorage.getItem(LIBRARY_KEY)).not.toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Clear library" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Clear library" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Your library is empty" })).toBeInTheDocument());
    expect(localStorage.getItem(LIBRARY_KEY)).toBeNull();
  });

  it("imports a file of the first format whole", async () => {
    render(<LibraryPage courses={COURSES} />);
    await importFile(JSON.stringify(versionOneLibrary()));
    expect(
      await screen.findByText("Library imported: 1 saved article, 1 course, 1 article in progress."),
    ).toBeInTheDocument();
  });

  it("makes, renames and deletes a named list, 'Saved articles' first and never deleted", async () => {
    writeStore(listedLibrary());
    render(<LibraryPage courses={COURSES} />);
    const headings = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings().slice(1, 3)).toEqual(["Saved articles (1)", "Weekend (1)"]);
    expect(screen.queryByRole("button", { name: /^Delete list Saved articles/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "New list" }));
    const dialog = await screen.findByRole("dialog", { name: "New list" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "List name" }), "weekend");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("You already have a list named “weekend”.");
    await userEvent.clear(within(dialog).getByRole("textbox", { name: "List name" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "List name" }), "  Rust   later ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await screen.findByRole("heading", { name: "Rust later (0)" })).toHaveFocus();
    expect(stored().lists.map((l) => l.name)).toEqual(["Weekend", "Rust later"]);

    await userEvent.click(screen.getByRole("button", { name: "Rename Rust later" }));
    const rename = await screen.findByRole("dialog", { name: "Rename “Rust later”" });
    await userEvent.clear(within(rename).getByRole("textbox", { name: "List name" }));
    await userEvent.type(within(rename).getByRole("textbox", { name: "List name" }), "Rust");
    await userEvent.click(within(rename).getByRole("button", { name: "Rename" }));
    expect(await screen.findByRole("heading", { name: "Rust (0)" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Delete list Weekend" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete the list “Weekend”?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(stored().lists).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Delete list Weekend" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Delete the list “Weekend”?" })).getByRole("button", {
        name: "Delete list",
      }),
    );
    expect(stored().lists.map((l) => l.name)).toEqual(["Rust"]);
  });

  it("writes a note as plain text, shows it under the article, and narrows every list by title, category or note", async () => {
    writeStore(listedLibrary());
    render(<LibraryPage courses={COURSES} />);
    const saved = screen.getByRole("region", { name: /^Saved articles/ });
    await userEvent.click(within(saved).getByRole("button", { name: "Edit note" }));
    // The note's field is a lazy module: its first import is transformed on the spot, which on a
    // machine busy with the rest of the gate can take longer than Testing Library's default second.
    const field = await within(saved).findByRole("textbox", { name: "Note" }, { timeout: 5000 });
    expect(field).toHaveAttribute("maxlength", "2000");
    await userEvent.clear(field);
    const hostile = '<img src=x onerror="window.hacked=1"><b>bold</b>';
    await userEvent.type(field, hostile.replace(/[{[]/g, "$&$&"));
    await userEvent.click(within(saved).getByRole("button", { name: "Save note" }));
    expect(await within(saved).findByText(hostile)).toBeInTheDocument();
    expect(document.querySelector("main img, li img, li b")).toBeNull();
    expect(stored().notes).toEqual([expect.objectContaining({ slug: "react-19", text: hostile })]);

    const filter = screen.getByRole("searchbox", { name: "Filter your library" });
    await userEvent.type(filter, "bold");
    expect(within(saved).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("heading", { name: "Weekend (0 of 1)" })).toBeInTheDocument();
    await userEvent.clear(filter);
    await userEvent.type(filter, "webassembly");
    expect(screen.getByRole("heading", { name: "Saved articles (0 of 1)" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Weekend (1 of 1)" })).toBeInTheDocument();
  });

  it("offers what a link would add, changes nothing before Add, and merges on Add", async () => {
    writeStore(sampleLibrary());
    const weekend = { name: "Weekend", createdAt: "2026-11-25T00:00:00.000Z", articles: sampleLibrary().saved };
    location.hash = await encodeLink(linkedLibrary({ ...sampleLibrary(), lists: [weekend] }));
    render(<LibraryPage courses={COURSES} />);
    const dialog = await screen.findByRole("dialog", { name: "Add to your library?" });
    // Its one article is here already: its card is this library's, and nothing is fetched.
    expect(dialog).toHaveTextContent("This link would add 1 list to the library in this browser.");
    expect(stored()).toEqual(sampleLibrary());
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Added from the link: 1 list.")).toBeInTheDocument();
    expect(stored().lists.map((l) => l.name)).toEqual(["Weekend"]);
    expect(location.hash).toBe("");
  });

  it("says a link cannot be read and changes nothing", async () => {
    writeStore(sampleLibrary());
    const fragment = await encodeLink(linkedLibrary(listedLibrary()));
    location.hash = fragment.slice(0, -4);
    render(<LibraryPage courses={COURSES} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("This link cannot be read");
    expect(stored()).toEqual(sampleLibrary());
  });

  it("says so when storage is full, and keeps what was stored: a new list, a note", async () => {
    writeStore(listedLibrary());
    const before = localStorage.getItem(LIBRARY_KEY);
    render(<LibraryPage courses={COURSES} />);
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    try {
      await userEvent.click(screen.getByRole("button", { name: "New list" }));
      const dialog = await screen.findByRole("dialog", { name: "New list" });
      await userEvent.type(within(dialog).getByRole("textbox", { name: "List name" }), "Later{Enter}");
      expect(await screen.findByRole("alert")).toHaveTextContent("storage for this site is full");
      const saved = screen.getByRole("region", { name: /^Saved articles/ });
      await userEvent.click(within(saved).getByRole("button", { name: "Edit note" }));
      await userEvent.type(await within(saved).findByRole("textbox", { name: "Note" }, { timeout: 5000 }), " More.");
      await userEvent.click(within(saved).getByRole("button", { name: "Save note" }));
      // The field stays open with what was typed: nothing is lost, nothing was stored.
      expect(within(saved).getByRole("textbox", { name: "Note" })).toHaveValue("Read the part on Actions again. More.");
    } finally {
      setItem.mockRestore();
    }
    expect(localStorage.getItem(LIBRARY_KEY)).toBe(before);
  });

  it("says so when storage is blocked, and when what is stored cannot be read", () => {
    localStorage.setItem(LIBRARY_KEY, "{broken");
    render(<LibraryPage courses={COURSES} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Your stored library could not be read");
    expect(screen.getByRole("button", { name: "Export" })).toBeEnabled();
  });
});
