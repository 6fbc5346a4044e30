import type { ContactField } from "../content/schemas/copy.ts";
import contactForm from "../content/copy/contact-form.yaml";
import { fill } from "./copy-text.ts";
import { isEmail } from "./validation.ts";

export type { ContactField };
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Field order on the page: the first invalid one in this order receives focus. */
export const contactFields = ["name", "email", "subject", "message"] as const satisfies readonly ContactField[];

export const emptyContact: ContactValues = { name: "", email: "", subject: "", message: "" };

/** The error for one field, or undefined when it is valid. Whitespace alone counts as empty. */
export function contactFieldError(field: ContactField, value: string): string | undefined {
  const text = value.trim();
  if (!text) return contactForm.fields[field].required;
  if (field === "email" && !isEmail(text)) return contactForm.invalidEmail;
  if (field === "message" && text.length < contactForm.messageMinLength)
    return fill(contactForm.messageTooShort, { min: contactForm.messageMinLength });
  return undefined;
}

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of contactFields) {
    const error = contactFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return contactFields.find((field) => errors[field]);
}
