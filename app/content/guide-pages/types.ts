import type { OnwardLink } from "../explore.ts";

export interface GuideConcept {
  term: string;
  definition: string;
}

export interface GuideItem {
  title: string;
  desc: string;
}

/** The body of one guide page; its title, menu summary and intro live in ../guides.ts. */
export interface GuideBody {
  /** Meta description, 50–160 characters. */
  description: string;
  /** Paragraphs that follow the intro under "Introduction". */
  overview: readonly string[];
  concepts: readonly GuideConcept[];
  practices: readonly GuideItem[];
  mistakes: readonly GuideItem[];
  /** Pages of this site only: other guides, /webdev course guides, blog articles, services. */
  furtherReading: readonly OnwardLink[];
}
