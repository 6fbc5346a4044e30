/** Copy of the Contact page (/contact): the message form, its messages and the contact details. */

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
  title: "Send us a message",
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

export const contactInfo = {
  id: "contact-details",
  title: "Contact details",
  intro: "Prefer email or the phone? Reach the editorial team directly during office hours.",
  labels: {
    email: "Email",
    phone: "Phone",
    address: "Office",
    hours: "Hours",
  },
} as const;

export const contactExpectations = {
  id: "what-next",
  title: "What happens next",
  points: [
    {
      title: "A reply within two working days",
      text: "A member of the editorial team reads every message and answers personally, usually sooner than that.",
    },
    {
      title: "Corrections go to the top of the pile",
      text: "Found a mistake or an outdated step in a guide? Tell us the page and what you saw; we fix errors before anything else.",
    },
    {
      title: "Service enquiries get a free first call",
      text: "If you are asking about consulting, workshops, briefings or coaching, we will suggest a time for a 30-minute call.",
    },
  ],
} as const;
