/**
 * Putting text on the reader's clipboard: the one implementation behind every copy on the site (the
 * Share button's link, an article's code blocks, 'Copy as Markdown'). The navigator is passed in, so
 * what the browser offers is looked at on click and can be tested without a browser.
 */

/** The parts of `navigator` a copy needs; all optional, as browsers differ. */
export interface ClipboardNavigator {
  clipboard?: Partial<Pick<Clipboard, "writeText" | "write">>;
}

/** The platform's ClipboardItem, where it has one (a parameter, for the tests). */
type ClipboardItemClass = new (items: Record<string, Blob | Promise<Blob>>) => ClipboardItem;

/** copied; refused: the browser did not allow it; unreachable: the text could not be fetched. */
export type CopyOutcome = "copied" | "refused" | "unreachable";

export async function copyText(nav: ClipboardNavigator, text: string): Promise<"copied" | "refused"> {
  try {
    // No clipboard (an insecure origin, an old browser) throws here too: refused all the same.
    await nav.clipboard!.writeText!(text);
    return "copied";
  } catch {
    return "refused";
  }
}

/**
 * Copies text that is still to be fetched when the reader clicks (an article's Markdown twin).
 * Safari lets a click write to the clipboard only while the click is being handled: after an
 * `await fetch()` the permission is gone. So where the browser has `ClipboardItem`, the write starts
 * at once with the text's promise, and the browser waits for it; elsewhere the text is fetched
 * first and then written, which Chromium and Firefox allow for a few seconds after the click.
 */
export async function copyFetched(
  nav: ClipboardNavigator,
  fetchText: () => Promise<string>,
  Item: ClipboardItemClass | null = globalThis.ClipboardItem ?? null,
): Promise<CopyOutcome> {
  if (Item && nav.clipboard?.write) {
    const text = fetchText();
    // Known before the write settles, so a failed fetch is told apart from a refused write.
    const fetched = text.then(
      () => true,
      () => false,
    );
    try {
      await nav.clipboard.write([
        new Item({ "text/plain": text.then((value) => new Blob([value], { type: "text/plain" })) }),
      ]);
      return "copied";
    } catch {
      return (await fetched) ? "refused" : "unreachable";
    }
  }
  let text: string;
  try {
    text = await fetchText();
  } catch {
    return "unreachable";
  }
  return copyText(nav, text);
}

/** The body of `url` as text; a failed request or an error status rejects, as `fetch` alone does not. */
export const fetchText = (url: string): Promise<string> =>
  fetch(url).then((response) => (response.ok ? response.text() : Promise.reject(new Error(response.statusText))));
