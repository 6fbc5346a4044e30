import type { GuideBody } from "../content/guide-pages/types.ts";
import { countWords } from "./reading-time.ts";

/** Words a reader meets in a guide: its intro and every section of its body. */
export function guideWordCount(intro: string, body: GuideBody): number {
  const parts = [
    intro,
    ...body.overview,
    ...body.concepts.flatMap((c) => [c.term, c.definition]),
    ...body.practices.flatMap((p) => [p.title, p.desc]),
    ...body.mistakes.flatMap((m) => [m.title, m.desc]),
  ];
  return parts.reduce((sum, part) => sum + countWords(part), 0);
}
