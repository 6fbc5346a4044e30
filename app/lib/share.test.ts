import { describe, expect, it, vi } from "vitest";
import { canUseShareSheet, shareOrCopy, type ShareNavigator } from "./share";

const payload = { title: "Edge AI — TechHorizon", url: "https://techhorizon.example/blog/edge-ai" };

function clipboard(fails = false) {
  return {
    writeText: vi.fn(() => (fails ? Promise.reject(new DOMException("Denied", "NotAllowedError")) : Promise.resolve())),
  };
}

describe("canUseShareSheet", () => {
  it("needs navigator.share", () => {
    expect(canUseShareSheet({}, payload)).toBe(false);
    expect(canUseShareSheet({ canShare: () => true }, payload)).toBe(false);
  });

  it("asks canShare about the URL when the browser has it", () => {
    const canShare = vi.fn(() => false);
    expect(canUseShareSheet({ share: vi.fn(), canShare }, payload)).toBe(false);
    expect(canShare).toHaveBeenCalledWith({ url: payload.url });
  });

  it("shares when canShare is missing (older Safari) or says yes", () => {
    expect(canUseShareSheet({ share: vi.fn() }, payload)).toBe(true);
    expect(canUseShareSheet({ share: vi.fn(), canShare: () => true }, payload)).toBe(true);
  });

  it("treats a canShare that throws as no", () => {
    const canShare = () => {
      throw new TypeError("bad data");
    };
    expect(canUseShareSheet({ share: vi.fn(), canShare }, payload)).toBe(false);
  });
});

describe("shareOrCopy", () => {
  it("opens the share sheet with the title and URL, without touching the clipboard", async () => {
    const nav = {
      share: vi.fn(() => Promise.resolve()),
      canShare: () => true,
      clipboard: clipboard(),
    } satisfies ShareNavigator;
    expect(await shareOrCopy(nav, payload)).toBe("shared");
    expect(nav.share).toHaveBeenCalledWith({ title: payload.title, url: payload.url });
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });

  it("reports a closed share sheet as cancelled, not as an error, and copies nothing", async () => {
    const nav = {
      share: vi.fn(() => Promise.reject(new DOMException("Share canceled", "AbortError"))),
      clipboard: clipboard(),
    } satisfies ShareNavigator;
    expect(await shareOrCopy(nav, payload)).toBe("cancelled");
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });

  it("falls back to the clipboard when the share sheet fails for another reason", async () => {
    const nav = {
      share: vi.fn(() => Promise.reject(new DOMException("Busy", "InvalidStateError"))),
      clipboard: clipboard(),
    } satisfies ShareNavigator;
    expect(await shareOrCopy(nav, payload)).toBe("copied");
    expect(nav.clipboard.writeText).toHaveBeenCalledWith(payload.url);
  });

  it("copies the URL when there is no share sheet", async () => {
    const nav = { clipboard: clipboard() } satisfies ShareNavigator;
    expect(await shareOrCopy(nav, payload)).toBe("copied");
    expect(nav.clipboard.writeText).toHaveBeenCalledWith(payload.url);
  });

  it("copies when canShare turns the URL down", async () => {
    const nav = { share: vi.fn(), canShare: () => false, clipboard: clipboard() } satisfies ShareNavigator;
    expect(await shareOrCopy(nav, payload)).toBe("copied");
    expect(nav.share).not.toHaveBeenCalled();
  });

  it("fails when the clipboard refuses or is missing", async () => {
    expect(await shareOrCopy({ clipboard: clipboard(true) }, payload)).toBe("failed");
    expect(await shareOrCopy({}, payload)).toBe("failed");
  });
});
