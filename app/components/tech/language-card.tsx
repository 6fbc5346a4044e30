import { Check } from "~/components/ui/icons";
import type { PageData } from "~/content/schemas/pages";
import { PopularityMeter } from "./popularity-meter";

/** One language: what it is for, its key features, and its popularity, salary and jobs. */
type Languages = PageData<"tech-trends">["sections"]["languages"];

export function LanguageCard({
  language,
  labels,
}: {
  language: Languages["items"][number];
  labels: Languages["labels"];
}) {
  const titleId = `lang-${language.id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col rounded-2xl border border-border bg-surface p-6"
      >
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{language.tagline}</p>
        <h3 id={titleId} className="mt-1 text-2xl">
          {language.title}
        </h3>
        <p className="mt-3 text-muted">{language.description}</p>
        <p className="mt-5 text-sm font-semibold text-ink">{labels.features}</p>
        <ul className="mt-2 space-y-1.5">
          {language.features.map((f) => (
            <li key={f} className="flex gap-2 text-ink">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
              {f}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-6">
          <PopularityMeter
            id={`${titleId}-popularity`}
            labelledBy={titleId}
            label={labels.popularity}
            value={language.popularity}
          />
          <dl className="mt-5 grid grid-cols-2 gap-4 border-t border-border pt-5">
            <div className="flex flex-col justify-between">
              <dt className="text-sm text-muted">{labels.salary}</dt>
              <dd className="mt-1 text-xl font-bold text-ink tabular-nums">{language.salary}</dd>
            </div>
            <div className="flex flex-col justify-between">
              <dt className="text-sm text-muted">{labels.jobs}</dt>
              <dd className="mt-1 text-xl font-bold text-ink tabular-nums">{language.jobs}</dd>
            </div>
          </dl>
        </div>
      </article>
    </li>
  );
}
