// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIBRARY_KEY } from "../lib/library/format";
import { sampleLibrary } from "../lib/library/library.testing";
import worker from "./worker";

/** A service worker container as the page sees it: a registration, and a worker to tell. */
function fakeContainer({ waiting = false, controlled = true, active = true } = {}) {
  const postMessage = vi.fn();
  const registration = Object.assign(new EventTarget(), {
    waiting: waiting ? { state: "installed" } : null,
    installing: null,
    active: active ? { postMessage } : null,
  });
  const container = {
    controller: controlled ? {} : null,
    ready: Promise.resolve(registration),
    register: vi.fn(async () => registration),
  };
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
  return { container, postMessage };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("client:worker", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => Reflect.deleteProperty(navigator, "serviceWorker"));

  it("registers /sw.js after load, tells it the library's pages, and again after each change", async () => {
    const { container, postMessage } = fakeContainer();
    localStorage.setItem(LIBRARY_KEY, JSON.stringify(sampleLibrary()));
    const load = vi.fn();
    worker(load, { name: "worker", value: "" }, document.createElement("astro-island"));
    await settle();
    expect(container.register).toHaveBeenCalledWith("/sw.js");
    expect(postMessage).toHaveBeenLastCalledWith({ type: "th:keep", pages: ["/blog/react-19", "/webdev/frontend"] });
    localStorage.setItem(LIBRARY_KEY, JSON.stringify({ ...sampleLibrary(), saved: [] }));
    window.dispatchEvent(new Event("th:library"));
    await settle();
    expect(postMessage).toHaveBeenLastCalledWith({ type: "th:keep", pages: ["/webdev/frontend"] });
    // No new worker waits: the toast's island never loads.
    expect(load).not.toHaveBeenCalled();
  });

  it("asks nothing of the worker when the stored library cannot be read, so nothing kept is dropped", async () => {
    const { postMessage } = fakeContainer();
    localStorage.setItem(LIBRARY_KEY, "{not json");
    worker(vi.fn(), { name: "worker", value: "" }, document.createElement("astro-island"));
    await settle();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it("loads the update toast's island only when a new worker waits behind one in control", async () => {
    fakeContainer({ waiting: true });
    const hydrate = vi.fn();
    worker(() => Promise.resolve(hydrate), { name: "worker", value: "" }, document.createElement("astro-island"));
    await settle();
    expect(hydrate).toHaveBeenCalledOnce();

    fakeContainer({ waiting: true, controlled: false });
    const first = vi.fn();
    worker(() => Promise.resolve(first), { name: "worker", value: "" }, document.createElement("astro-island"));
    await settle();
    expect(first).not.toHaveBeenCalled();
  });

  it("offers no update for the first worker, which WebKit already reports in control while it waits to activate", async () => {
    fakeContainer({ waiting: true, controlled: true, active: false });
    const hydrate = vi.fn();
    worker(() => Promise.resolve(hydrate), { name: "worker", value: "" }, document.createElement("astro-island"));
    await settle();
    expect(hydrate).not.toHaveBeenCalled();
  });
});
