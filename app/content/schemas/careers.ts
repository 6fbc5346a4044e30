/**
 * The careers collection: one YAML file per open role in app/content/careers/<id>.yaml (the file
 * name is the role's anchor on /careers, e.g. /careers#frontend-engineer). The page's own copy is
 * app/content/pages/careers.yaml. Deleting a role's file closes the role.
 */
import * as z from "zod";

const text = z.string().trim().min(1);

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
  work: z.array(text).min(1),
  /** "What we look for". */
  lookFor: z.array(text).min(1),
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
  description: text.min(50).max(160),
  heading: text,
  lead: text,
  /** The hero's button, e.g. "See the {count} open roles". */
  seeRoles: withSlot("count"),
  workingHere: z.strictObject({ title: text, paragraphs: z.array(text).min(1) }),
  benefits: z.strictObject({ title: text, items: z.array(z.strictObject({ title: text, desc: text })).min(1) }),
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
    steps: z.array(z.strictObject({ title: text, desc: text })).min(1),
    /** A sentence in bold under the steps. */
    promise: text,
  }),
  noRole: z.strictObject({ title: text, text: text, action: text, subject: text }),
});

export type CareersPage = z.infer<typeof careersPageSchema>;
