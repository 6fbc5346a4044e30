/**
 * The site's settings (app/content/settings.json, the editor's "Site settings"): the contact
 * details and the tagline. The content layer checks the file against its schema like every other
 * content file (content.config.ts, collection `settings`): a mistake fails the build and `astro dev`
 * with one line naming the file and the field. This module only reads it, so the islands that show a
 * contact detail carry no schema code. `{brand}` in them is the brand's name, as in all content.
 */
import settingsFile from "../../content/settings.json" with { type: "json" };
import type { SiteSettings } from "../../content/schemas/settings.ts";
import { BRAND } from "../../content/site.ts";
import { fill } from "../copy-text.ts";

const settings: SiteSettings = settingsFile;
const withBrand = (value: string) => fill(value, { brand: BRAND });

/** How readers reach the publisher; `phoneHref` dials the phone number's digits. */
export const contact = {
  email: settings.contact.email,
  phone: settings.contact.phone,
  phoneHref: `tel:${settings.contact.phone.replace(/[^+\d]/g, "")}`,
  address: settings.contact.address.map(withBrand),
  hours: settings.contact.hours,
} as const;

/** One line on what the publication is. */
export const tagline = withBrand(settings.tagline);
