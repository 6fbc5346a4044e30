/**
 * The careers collection: one YAML file per open role in app/content/careers/<id>.yaml (the file
 * name is the role's anchor on /careers, e.g. /careers#frontend-engineer). The page's own copy is
 * app/content/pages/careers.yaml. Deleting a role's file closes the role.
 */
import * as z from "zod";
import { list, metaDescription, text } from "./fields.ts";

export const roleSchema = z.strictObject({
  title: text,
  /** Position on the page (lowest first); roles with the same order sort by file name. */
  order: z.number().int().default(100),
  team: text,
  location: text,
  /** e.g. "Full-time" or "Part-time, 20 hours a week". */
  hours: text,
  summary: text,
  /** "What the work is". */
  work: list(text),
  /** "What we look for". */
  lookFor: list(text),
});

export type RoleData = z.infer<typeof roleSchema>;
export interface Role extends RoleData {
  /** The file name: the role's anchor on the page. */
  id: string;
}

/** A label with a slot, e.g. "Apply for {role}": the slot must be there. */
const withSlot = (slot: string) => text.refine((s) => s.includes(`{${slot}}`), `must contain {${slot}}`);

/** The /careers page (app/content/pages/careers.yaml). */
export const careersPageSchema = z.strictObject({
  title: text,
  description: metaDescription,
  heading: text,
  lead: text,
  /** The hero's button, e.g. "See the {count} open roles". */
  seeRoles: withSlot("count"),
  workingHere: z.strictObject({ title: text, paragraphs: list(text) }),
  benefits: z.strictObject({ title: text, items: list(z.strictObject({ title: text, desc: text })) }),
  roles: z.strictObject({
    title: text,
    intro: text,
    workHeading: text,
    lookForHeading: text,
    teamLabel: text,
    locationLabel: text,
    hoursLabel: text,
    /** Each role's button: "Apply for {role}". */
    apply: withSlot("role"),
    /** The subject of the application email: "Application: {role}". */
    applySubject: withSlot("role"),
  }),
  hiring: z.strictObject({
    title: text,
    intro: text,
    steps: list(z.strictObject({ title: text, desc: text })),
    /** A sentence in bold under the steps. */
    promise: text,
  }),
  noRole: z.strictObject({ title: text, text: text, action: text, subject: text }),
});

export type CareersPage = z.infer<typeof careersPageSchema>;
