import copy from "~/content/copy/saving.yaml";

/**
 * At the top of an article the reader left part-way: how far they got and a button that takes them
 * back there. The page never jumps by itself. Empty and hidden in the HTML; the plain script
 * (library-init.ts) fills and shows it when there is a place to return to.
 */
export function ContinueOffer() {
  return (
    <div
      data-continue-offer
      hidden
      role="status"
      className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand/30 bg-brand-soft px-4 py-3 text-ink"
    >
      <p data-template={copy.continue.offer} />
      <button type="button" className="min-h-11 rounded-lg bg-brand px-4 font-semibold text-on-brand hover:bg-brand/90">
        {copy.continue.button}
      </button>
    </div>
  );
}
