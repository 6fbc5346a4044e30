/**
 * The site's settings: app/content/settings.json, the facts about the publisher that several pages
 * show (the contact details on /contact, /careers and the legal pages, the tagline of the installed
 * app). JSON, because Node reads it without a YAML parser wherever the build needs it
 * (lib/content/settings.ts); the editor writes it as "Site settings". The brand's name is not
 * here: it is the constant BRAND (./site.ts), which content writes as `{brand}`.
 */
import * as z from "zod";
import { hinted } from "./editor.ts";
import { text } from "./shared.ts";

export const siteSettingsSchema = z.strictObject({
  tagline: hinted(text(), {
    help: "One line on what the publication is: the description of the app a reader installs.",
  }),
  contact: z.strictObject({
    email: hinted(z.email("must be an email address, e.g. hello@example.com"), {
      label: "Email",
      help: "Shown on /contact, /careers and the legal pages; content writes it as {email}.",
    }),
    phone: hinted(text().regex(/^\+?[0-9 ()-]{6,}$/, "must be a phone number: digits, spaces, + ( ) -"), {
      help: "As readers see it, e.g. +1 (555) 010-0199; the link dials its digits.",
    }),
    address: hinted(z.array(text()).min(1), { label: "Office address", help: "One line of the address an item." }),
    hours: hinted(text(), { label: "Office hours" }),
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
