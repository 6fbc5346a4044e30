/**
 * An article's reading comforts without React (ADR 0038), inlined by the article page only
 * (integration/inline-script.ts), so it runs before the first paint with no request and no click
 * comes before its handler:
 * - a 'Copy code' button before each code block, which copies the block's text exactly;
 * - 'Copy as Markdown' in the header, copying the Markdown twin the page names (hidden if it names
 *   none, which a built article never does);
 * - the 'On this page' link of the section being read marked `aria-current="true"` as the reader
 *   scrolls (lib/current-section.ts decides which).
 * What a copy did is said in a live region beside its button. The words come from the article's data
 * attributes, which React rendered from app/content/copy/reading.yaml. Without JavaScript there is
 * no button and the code reads as written. Every page's inline scripts share one budget (issue 38:
 * 7 KB gzip), so this stays terse.
 */
import { copyFetched, copyText, fetchText } from "~/lib/clipboard";
import { currentSection } from "~/lib/current-section";

const article = document.querySelector<HTMLElement>("article[data-copy-code]");
if (article) {
  const words = article.dataset;
  const twin = document.querySelector<HTMLLinkElement>("link[type='text/markdown']");

  for (const pre of article.querySelectorAll(".prose pre")) {
    pre.insertAdjacentHTML(
      "beforebegin",
      "<div class=code-bar><span role=status></span><button type=button data-copy=code></button></div>",
    );
    pre.previousElementSibling!.lastChild!.textContent = words.copyCode!;
  }
  const markdown = article.querySelector<HTMLElement>("[data-copy-markdown]");
  if (markdown && !twin) markdown.hidden = true;

  article.addEventListener("click", async (event) => {
    const button = (event.target as Element).closest<HTMLElement>("button[data-copy]");
    const group = button?.parentElement;
    if (!group) return;
    const outcome = await (button!.dataset.copy === "code"
      ? copyText(navigator, group.nextElementSibling!.textContent!)
      : copyFetched(navigator, () => fetchText(twin!.href)));
    const status = group.querySelector("[role=status]")!;
    // Emptied first, so that a second "Copied" is announced again. The article's data-copied,
    // data-refused and data-unreachable hold what each outcome says; a failure stays until the next click.
    status.textContent = "";
    setTimeout(() => (status.textContent = words[outcome]!), 50);
    if (outcome === "copied") setTimeout(() => (status.textContent = ""), 4000);
  });

  const toc = article.querySelector("nav[data-toc]");
  const links = [...(toc?.querySelectorAll<HTMLAnchorElement>("a[href^='#']") ?? [])];
  const headings = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1)))!);
  let shown = -1;
  let frame = 0;
  const update = () => {
    frame = 0;
    // At the end within a pixel: zoom rounds scroll positions.
    const index = currentSection(
      headings.map((heading) => heading.getBoundingClientRect().top),
      innerHeight,
      innerHeight + scrollY >= document.documentElement.scrollHeight - 1,
    );
    const link = links[index];
    if (index === shown || !link) return;
    links[shown]?.removeAttribute("aria-current");
    link.setAttribute("aria-current", "true");
    shown = index;
    // On a short wide screen the contents scroll in their sticky column (the link's offset parent
    // there): the current link is brought to its middle. Elsewhere the column does not scroll.
    toc!.parentElement!.scrollTop = link.offsetTop - innerHeight / 3;
  };
  const schedule = () => (frame ||= requestAnimationFrame(update));
  addEventListener("scroll", schedule, { passive: true });
  addEventListener("resize", schedule);
  schedule();
}
