/**
 * The Contact page's message form: labels, validation messages and the success toast. It stays in
 * TypeScript because the form is an island that needs these strings in the browser (the validation
 * in lib/contact-form.ts uses them too). The rest of the page's copy is app/content/pages/contact.yaml.
 */

/** A message shorter than this is almost always sent by mistake. */
const MESSAGE_MIN_LENGTH = 10;

export type ContactField = "name" | "email" | "subject" | "message";

export interface ContactFieldCopy {
  label: string;
  autoComplete?: string;
  /** Shown when the field is left empty. */
  required: string;
}

const fields: Record<ContactField, ContactFieldCopy> = {
  name: {
    label: "Your name",
    autoComplete: "name",
    required: "Please enter your name.",
  },
  email: {
    label: "Your email",
    autoComplete: "email",
    required: "Please enter your email address.",
  },
  subject: {
    label: "Subject",
    required: "Please enter a subject.",
  },
  message: {
    label: "Message",
    required: "Please enter a message.",
  },
};

export const contactForm = {
  id: "contact-form",
  title: "Write to us",
  intro: "All fields are required.",
  fields,
  invalidEmail: "Please enter a valid email address, for example name@example.com.",
  messageMinLength: MESSAGE_MIN_LENGTH,
  messageTooShort: `Please write at least ${MESSAGE_MIN_LENGTH} characters so we can help.`,
  submit: "Send Message",
  success: {
    title: "Message Sent!",
    description: "Thank you for reaching out. We'll get back to you soon.",
  },
} as const;
