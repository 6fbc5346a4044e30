import navigation from "~/content/copy/navigation.yaml";

export const MAIN_ID = "main-content";

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-[60] rounded-lg border border-transparent bg-brand px-4 py-2 font-semibold text-on-brand focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {navigation.skipLink}
    </a>
  );
}
