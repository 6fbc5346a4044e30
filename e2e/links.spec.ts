import { expect, test } from "./support/fixtures";
import { pagePaths } from "../tools/support/site";
import { OFFLINE_PATH } from "../app/lib/offline";

/**
 * Crawls the built site from "/" over raw HTML (what crawlers and visitors without JavaScript get):
 * every internal link, every #anchor and every image, script, stylesheet and icon must resolve. Form
 * targets (a form's action, a button's formaction) are followed like links: they navigate without
 * JavaScript too; a form sent by POST is sent so, and must answer with the page that says nothing was
 * sent (ADR 0021).
 */
test("crawl from / finds no broken link, anchor or asset and reaches every page but the offline page", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const html = new Map<string, string>();
  const status = new Map<string, number>();
  const broken: string[] = [];
  const queue = ["/"];
  const anchors: Record<string, { from: string; id: string }[]> = {};

  const fetchStatus = async (url: string) => {
    if (!status.has(url)) status.set(url, (await request.get(url, { maxRedirects: 0 })).status());
    return status.get(url)!;
  };

  while (queue.length) {
    const page = queue.shift()!;
    if (html.has(page)) continue;
    const response = await request.get(page, { maxRedirects: 0 });
    status.set(page, response.status());
    const body = await response.text();
    html.set(page, body);

    const posted = new Set(
      [...body.matchAll(/<form\b[^>]*>/gi)]
        .filter(([tag]) => /\smethod="post"/i.test(tag))
        .map(([tag]) => /\saction="([^"]+)"/i.exec(tag)?.[1]),
    );
    // Attribute names are case-insensitive in HTML (React writes formAction).
    for (const [, name, raw] of body.matchAll(/\s(href|src|action|formaction)="([^"]+)"/gi)) {
      const attr = name!.toLowerCase();
      const value = raw!.replaceAll("&amp;", "&");
      if (/^(https?:|mailto:|tel:|data:)/.test(value)) continue;
      if (attr === "action" && posted.has(raw)) {
        const key = `POST ${value}`;
        if (!status.has(key)) {
          const answer = await request.post(value, { maxRedirects: 0, form: { email: "reader@example.com" } });
          status.set(
            key,
            answer.status() === 405 && (await answer.text()).includes("Nothing was sent") ? 200 : answer.status(),
          );
        }
        if (status.get(key) !== 200)
          broken.push(
            `${page}: a form posted to "${value}" answers ${status.get(key)}, not the page saying nothing was sent`,
          );
        continue;
      }
      const url = new URL(value, `http://site${page}`);
      const target = url.pathname;
      if ((await fetchStatus(target)) !== 200) {
        broken.push(`${page}: ${attr}="${value}" answers ${status.get(target)}`);
        continue;
      }
      if (attr === "href" && url.hash && url.hash !== "#") {
        // Anchors are checked once the target page is fetched.
        queue.push(target);
        (anchors[target] ??= []).push({ from: page, id: decodeURIComponent(url.hash.slice(1)) });
      }
      const isPage = (attr === "href" || attr === "action" || attr === "formaction") && !/\.[a-z0-9]+$/i.test(target);
      if (isPage) queue.push(target);
    }
  }

  for (const [target, refs] of Object.entries(anchors)) {
    const body = html.get(target) ?? "";
    for (const ref of refs)
      if (!body.includes(`id="${ref.id}"`)) broken.push(`${ref.from}: #${ref.id} does not exist on ${target}`);
  }

  expect(broken).toEqual([]);
  // The offline page is what the service worker answers without a network, at the address asked
  // for: no link leads to it, by design (ADR 0036).
  const unreached = pagePaths.filter((p) => !html.has(p) && p !== OFFLINE_PATH);
  expect(unreached, "pages no link leads to").toEqual([]);
});
