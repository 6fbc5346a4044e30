/**
 * How the Lighthouse check judges SEO (tools/check/lighthouse.ts): a page that asks search engines to
 * leave it out (`noindex`: thin tag pages, /library, /offline) fails Lighthouse's "is-crawlable" audit
 * by design, which costs it about a third of the SEO score; such a page is judged on every other
 * SEO audit. Every other page must pass them all.
 */
import type { Result } from "lighthouse";

/** Whether a page's HTML asks search engines not to index it (its robots meta). */
export const asksNoIndex = (html: string) => /<meta name="robots" content="[^"]*\bnoindex\b/.test(html);

/** The SEO audits that count towards the score and did not pass, "is-crawlable" left out where the page asks for it. */
export function seoMisses(lhr: Pick<Result, "categories" | "audits">, noindex: boolean): string[] {
  return (lhr.categories.seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && !(noindex && ref.id === "is-crawlable"))
    .filter((ref) => (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
}
