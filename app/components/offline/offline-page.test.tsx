// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import copy from "~/content/pages/offline.yaml";
import { KEPT_LIST_PATH, OFFLINE_CACHES } from "~/lib/offline";
import { sampleLibrary } from "~/lib/library/library.testing";
import { writeStore } from "~/components/library/store";
import { OfflinePage } from "./offline-page";

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** A Cache API holding the worker's list of kept pages (or refusing, as a blocked storage does). */
function cachesWith(list: Record<string, string[]> | "refused") {
  const cache = {
    match: async (key: string) => (key === KEPT_LIST_PATH ? new Response(JSON.stringify(list)) : undefined),
  };
  return {
    has: async (name: string) => {
      if (list === "refused") throw new DOMException("denied", "SecurityError");
      return name === OFFLINE_CACHES.saved;
    },
    open: async () => cache,
  };
}

describe("the offline page's list of kept pages", () => {
  it("lists the saved articles the device keeps, by their titles", async () => {
    writeStore(sampleLibrary());
    vi.stubGlobal("caches", cachesWith({ "/blog/react-19": [] }));
    render(<OfflinePage />);
    expect(await screen.findByRole("link", { name: "Title of react-19" })).toHaveAttribute("href", "/blog/react-19");
  });

  it("says nothing is kept, not that it is still looking, where the device keeps nothing or cannot", async () => {
    writeStore(sampleLibrary());
    // jsdom has no Cache API (nor has a browser outside a secure context); then storage refused.
    for (const setup of [() => undefined, () => vi.stubGlobal("caches", cachesWith("refused"))]) {
      setup();
      render(<OfflinePage />);
      await waitFor(() => expect(screen.getByText(copy.kept.empty)).not.toHaveAttribute("aria-hidden", "true"));
      // "Looking" keeps its place, so nothing moves, but is hidden from everyone (the class is `invisible`).
      expect(screen.getByText(copy.kept.loading)).toHaveAttribute("aria-hidden", "true");
      expect(screen.getByText(copy.kept.loading)).toHaveClass("invisible");
      cleanup();
    }
  });
});
