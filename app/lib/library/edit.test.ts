import { describe, expect, it } from "vitest";
import { isSaved, isUnfinished, positionOf, READING_KEPT, setPosition, setStep, stepsDone, toggleSaved } from "./edit";
import { emptyLibrary } from "./format";
import { article, listedLibrary, sampleLibrary } from "./library.testing";
import { continueTargets, coursesNewestFirst, readingNewestFirst, savedNewestFirst } from "./lists";

const now = new Date("2026-11-27T09:00:00.000Z");

describe("saving", () => {
  it("saves an article with when it was saved, and a second press removes it", () => {
    const once = toggleSaved(emptyLibrary(), article("wasm"), now);
    expect(once.saved).toBe(true);
    expect(once.library.saved).toEqual([{ ...article("wasm"), savedAt: now.toISOString() }]);
    const twice = toggleSaved(once.library, article("wasm"), now);
    expect(twice.saved).toBe(false);
    expect(isSaved(twice.library, "wasm")).toBe(false);
  });

  it("takes an article's note with it when no list holds it any more, and keeps it while one does", () => {
    const library = listedLibrary();
    expect(toggleSaved(library, article("react-19"), now).library.notes).toEqual([]);
    const inList = {
      ...library,
      notes: [...library.notes, { slug: "wasm", text: "Why?", updatedAt: now.toISOString() }],
    };
    const saved = toggleSaved(inList, article("wasm"), now).library;
    expect(toggleSaved(saved, article("wasm"), now).library.notes.map((n) => n.slug)).toEqual(["react-19", "wasm"]);
  });

  it("lists the newest saved first", () => {
    let library = emptyLibrary();
    for (const [slug, day] of [
      ["a", 1],
      ["b", 3],
      ["c", 2],
    ] as const)
      library = toggleSaved(library, article(slug), new Date(`2026-11-0${day}T00:00:00Z`)).library;
    expect(savedNewestFirst(library).map((a) => a.slug)).toEqual(["b", "c", "a"]);
  });
});

describe("course progress", () => {
  it("keeps each step done once, in order, and forgets a course with none left", () => {
    const course = { slug: "frontend", title: "Frontend Development" };
    let library = setStep(emptyLibrary(), course, 3, true, now);
    library = setStep(library, course, 1, true, now);
    library = setStep(library, course, 3, true, now);
    expect(stepsDone(library, "frontend")).toEqual([1, 3]);
    library = setStep(setStep(library, course, 1, false, now), course, 3, false, now);
    expect(library.courses).toEqual([]);
  });
});

describe("reading position", () => {
  it("keeps the latest position of each article and only the newest positions", () => {
    let library = setPosition(emptyLibrary(), { slug: "wasm", title: "WebAssembly" }, 0.3, now);
    library = setPosition(library, { slug: "wasm", title: "WebAssembly" }, 0.6, now);
    expect(positionOf(library, "wasm")).toBe(0.6);
    for (let i = 0; i < READING_KEPT + 10; i++)
      library = setPosition(library, { slug: `a-${i}`, title: "A" }, 0.5, now);
    expect(library.reading).toHaveLength(READING_KEPT);
    expect(positionOf(library, "wasm")).toBe(0);
  });

  it("offers to continue only between the first screen and the end", () => {
    expect([0, 0.02, 0.1, 0.89, 0.95].map(isUnfinished)).toEqual([false, false, true, true, false]);
  });

  it("continues the last unfinished article and the last course not done", () => {
    const library = sampleLibrary();
    library.courses.push({
      slug: "backend",
      title: "Backend",
      done: [1, 2, 3, 4, 5],
      updatedAt: "2026-11-23T00:00:00Z",
    });
    library.reading.push({ slug: "done", title: "Read to the end", progress: 1, updatedAt: "2026-11-24T00:00:00Z" });
    const { article: next, course } = continueTargets(library);
    expect(next?.slug).toBe("wasm");
    expect(course?.slug).toBe("frontend");
    expect(continueTargets(emptyLibrary())).toEqual({ article: undefined, course: undefined });
    expect(coursesNewestFirst(library).map((c) => c.slug)).toEqual(["backend", "frontend"]);
    expect(readingNewestFirst(library).map((r) => r.slug)).toEqual(["wasm"]);
  });
});
