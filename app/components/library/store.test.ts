// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { LIBRARY_KEY } from "~/lib/library/format";
import { sampleLibrary } from "~/lib/library/library.testing";
import { peekLibrary } from "~/lib/library/peek";
import { changeLibrary, readState } from "./library-state";
import { clearStore, storedText, updateStore, writeStore } from "./store";

afterEach(() => localStorage.clear());

/** A storage that refuses as a browser does: everything (blocked), or writes only (full). */
function refusing(kind: "blocked" | "full"): Storage {
  const error =
    kind === "full" ? new DOMException("full", "QuotaExceededError") : new DOMException("denied", "SecurityError");
  return {
    length: 0,
    key: () => null,
    clear: () => undefined,
    getItem: (key) => {
      if (kind === "blocked") throw error;
      return localStorage.getItem(key);
    },
    setItem: () => {
      throw error;
    },
    removeItem: () => {
      throw error;
    },
  };
}

describe("the library in local storage", () => {
  it("writes the library whole and reads the same back, checked", () => {
    expect(writeStore(sampleLibrary())).toBe("ok");
    expect(readState()).toEqual({ kind: "ready", library: sampleLibrary() });
    expect(clearStore()).toBe("ok");
    expect(storedText()).toBeNull();
  });

  it("says storage is unavailable when it is missing or blocked, and full when a write does not fit", () => {
    expect(readState(null)).toEqual({ kind: "unavailable" });
    expect(readState(refusing("blocked"))).toEqual({ kind: "unavailable" });
    expect(writeStore(sampleLibrary(), refusing("blocked"))).toBe("unavailable");
    expect(writeStore(sampleLibrary(), refusing("full"))).toBe("full");
    expect(changeLibrary((library) => library, refusing("full"))).toBe("full");
  });

  it("fills real storage to its quota without breaking: the write fails as full and what was stored stays", () => {
    writeStore(sampleLibrary());
    const huge = { ...sampleLibrary(), saved: [{ ...sampleLibrary().saved[0]!, excerpt: "x".repeat(12_000_000) }] };
    expect(writeStore(huge)).toBe("full");
    expect(readState()).toEqual({ kind: "ready", library: sampleLibrary() });
  });

  it("never writes over a stored document it cannot read", () => {
    localStorage.setItem(LIBRARY_KEY, '{"format":"techhorizon-library","version":1,"saved":[{"slug":"a"}');
    const before = localStorage.getItem(LIBRARY_KEY);
    expect(readState()).toEqual({ kind: "unreadable", problem: "damaged" });
    expect(changeLibrary(() => sampleLibrary())).toBe("unreadable");
    expect(updateStore(peekLibrary, () => sampleLibrary())).toBe("unreadable");
    expect(localStorage.getItem(LIBRARY_KEY)).toBe(before);
  });

  it("gives the same state object for the same stored text (React's snapshot rule)", () => {
    writeStore(sampleLibrary());
    expect(readState()).toBe(readState());
  });
});
