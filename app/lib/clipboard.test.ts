import { describe, expect, it, vi } from "vitest";
import { copyFetched, copyText } from "./clipboard";

const refused = () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));

/** A ClipboardItem that keeps what it was given, so a test can read what was written. */
class FakeItem {
  readonly items: Record<string, Blob | Promise<Blob>>;
  constructor(items: Record<string, Blob | Promise<Blob>>) {
    this.items = items;
  }
}
const written = async (write: ReturnType<typeof vi.fn>) => {
  const [[items]] = write.mock.calls as [[FakeItem[]]];
  return (await items[0]!.items["text/plain"]!).text();
};

describe("copyText", () => {
  it("writes the text and says it is copied", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await copyText({ clipboard: { writeText } }, "npm create astro")).toBe("copied");
    expect(writeText).toHaveBeenCalledWith("npm create astro");
  });

  it("is refused when the browser refuses or has no clipboard", async () => {
    expect(await copyText({ clipboard: { writeText: refused } }, "x")).toBe("refused");
    expect(await copyText({}, "x")).toBe("refused");
  });
});

describe("copyFetched", () => {
  it("starts the write at once with the text still on its way, as Safari requires", async () => {
    let arrive!: (text: string) => void;
    const text = new Promise<string>((resolve) => (arrive = resolve));
    const write = vi.fn(() => Promise.resolve());
    const outcome = copyFetched({ clipboard: { write } }, () => text, FakeItem as never);
    // The write was asked for before the text arrived: still within the click.
    expect(write).toHaveBeenCalledTimes(1);
    arrive("# React 19\n");
    expect(await outcome).toBe("copied");
    expect(await written(write)).toBe("# React 19\n");
  });

  it("says unreachable when the text cannot be fetched, and refused when the write is refused", async () => {
    // Like a browser's: the write waits for the text, and fails when it cannot come.
    const failingWrite = (items: ClipboardItems) =>
      Promise.resolve((items[0] as unknown as FakeItem).items["text/plain"]).then(() => undefined);
    expect(
      await copyFetched(
        { clipboard: { write: vi.fn(failingWrite) } },
        () => Promise.reject(new TypeError("offline")),
        FakeItem as never,
      ),
    ).toBe("unreachable");
    expect(
      await copyFetched({ clipboard: { write: vi.fn(refused) } }, () => Promise.resolve("# T"), FakeItem as never),
    ).toBe("refused");
  });

  it("without ClipboardItem, fetches first and then writes the text", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await copyFetched({ clipboard: { writeText } }, () => Promise.resolve("# T\n"), null)).toBe("copied");
    expect(writeText).toHaveBeenCalledWith("# T\n");
    expect(await copyFetched({ clipboard: { writeText } }, () => Promise.reject(new TypeError("offline")), null)).toBe(
      "unreachable",
    );
    expect(await copyFetched({ clipboard: { writeText: refused } }, () => Promise.resolve("# T"), null)).toBe(
      "refused",
    );
  });
});
