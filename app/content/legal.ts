/**
 * The Terms of Use and the Privacy Policy. Both must stay true to what the site does: a static site
 * whose forms are simulated in the browser, with no cookies, analytics, tracking or third-party
 * requests. Change the text here, and the date, whenever that changes.
 */
import { BRAND, contact } from "./site.ts";

export interface LegalSection {
  /** Anchor for the table of contents; unique on the page. */
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalDocument {
  /** ISO date for <time dateTime>. */
  lastUpdated: string;
  /** The same date as readers see it. */
  lastUpdatedText: string;
  sections: readonly LegalSection[];
}

export const legalCopy = {
  lastUpdatedLabel: "Last updated",
  tocLabel: "On this page",
  questionsTitle: "Questions about this document?",
  questionsText: `Write to us at ${contact.email} and a member of the ${BRAND} team will answer, usually within two working days.`,
  otherDocument: { terms: "Read the Privacy Policy", privacy: "Read the Terms of Use" },
} as const;

const LAST_UPDATED = { lastUpdated: "2026-11-20", lastUpdatedText: "20 November 2026" } as const;

export const privacyPolicy: LegalDocument = {
  ...LAST_UPDATED,
  sections: [
    {
      id: "summary",
      title: "The short version",
      paragraphs: [
        `${BRAND} is a static website: every page is prepared in advance and delivered as it is to everyone. We use no cookies, no analytics and no tracking of any kind, and our pages make no requests to third parties.`,
        "The forms on this site are simulated in your browser and send nothing anywhere. The rest of this policy explains each of these points in more detail.",
      ],
    },
    {
      id: "what-we-collect",
      title: "What we collect",
      paragraphs: [
        "Nothing through the website itself. We do not ask for, store or build a profile of who you are or what you read.",
        "Like every website, our server receives the technical details a browser sends to request a page, such as your IP address and browser type, because it needs them to deliver the page to you. Our server keeps no access log of page views. It records only requests it refuses, with the time, the method and the address requested but not your IP address, so we can spot faults and abuse.",
      ],
    },
    {
      id: "forms",
      title: "Forms on this site",
      paragraphs: [
        "When you submit one of our forms, the page checks what you typed and shows a confirmation, but the information is not transmitted, stored or shared. Reloading or closing the page discards it. This applies to:",
      ],
      list: [
        "the contact form;",
        "the sign-in form;",
        "the sign-up form;",
        "the newsletter sign-up in the footer;",
        "the password reset form.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies and browser storage",
      paragraphs: [
        "We set no cookies, and no one else sets cookies through our pages.",
        "The site may remember preferences such as your colour theme, kept only in your browser. Such a preference never leaves your device, is not linked to you, and disappears when you clear your browser's site data.",
      ],
    },
    {
      id: "third-parties",
      title: "No third parties",
      paragraphs: [
        "Every page, font, image and script is served from our own domain. We embed no advertising, social media widgets, videos, maps or analytics scripts, so no other company learns that you visited.",
        "Some pages link to other websites, such as our social media profiles. Following such a link takes you to that site, whose own privacy policy then applies.",
      ],
    },
    {
      id: "email",
      title: "If you email us",
      paragraphs: [
        `If you write to ${contact.email}, we receive your email address and your message. We use them only to reply to you, never add you to a mailing list, and delete the conversation within twelve months of our last reply unless you ask us to keep it.`,
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      paragraphs: [
        "Because the website collects no personal data, there is nothing from your visit for us to show you, correct or delete.",
        "For emails you have sent us, you may ask for a copy, a correction or deletion at any time, and we will act on your request within one month.",
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      paragraphs: [
        "If the site ever starts to collect data, for example because accounts become real, we will update this policy before that happens and change the date at the top of the page.",
      ],
    },
  ],
};

export const termsOfUse: LegalDocument = {
  ...LAST_UPDATED,
  sections: [
    {
      id: "about",
      title: "About these terms",
      paragraphs: [
        `These terms apply when you use the ${BRAND} website. By reading our pages or using their features, you accept them. If you do not agree, please do not use the site.`,
      ],
    },
    {
      id: "what-the-site-is",
      title: "What the site offers",
      paragraphs: [
        `${BRAND} publishes free guides, course outlines and articles about web development, artificial intelligence, technology trends and learning. It is a static site: pages are the same for every visitor, nothing you do here is stored by us, and we use no cookies, no analytics and no tracking of any kind. Our Privacy Policy explains the details.`,
      ],
    },
    {
      id: "forms-and-accounts",
      title: "Forms and accounts",
      paragraphs: [
        "The sign-in, sign-up, password reset, contact and newsletter forms run only in your browser. They check what you type and show a confirmation, but they send nothing to us and create no account.",
        `Please do not rely on a form to reach us. To contact the team, email ${contact.email}.`,
      ],
    },
    {
      id: "using-content",
      title: "Using our content",
      paragraphs: ["The articles, guides and illustrations on this site belong to us. You are welcome to:"],
      list: [
        "read, print and bookmark any page for your own learning;",
        "share links to our pages anywhere;",
        "quote short passages, with a credit and a link to the original;",
        "use the code examples in your own projects, commercial or not.",
      ],
    },
    {
      id: "not-allowed",
      title: "What is not allowed",
      paragraphs: [
        "Please do not republish whole articles or guides, present our work as your own, or use the site in a way that disrupts it for others, for example by sending automated requests in bulk.",
      ],
    },
    {
      id: "accuracy",
      title: "Accuracy and advice",
      paragraphs: [
        "We check our guides carefully, but technology changes quickly and mistakes happen. Content is for learning, not professional, legal or financial advice. Test code before you run it in production, and tell us when you spot an error so we can fix it.",
      ],
    },
    {
      id: "services",
      title: "Our paid services",
      paragraphs: [
        "The service pages describe consulting, workshops, briefings, coaching and other work we offer. They are not an offer or a contract; any engagement is agreed separately in writing.",
      ],
    },
    {
      id: "links",
      title: "Links to other websites",
      paragraphs: [
        "We link to other sites where they help. We do not control them and are not responsible for their content or their privacy practices.",
      ],
    },
    {
      id: "liability",
      title: "Liability",
      paragraphs: [
        "The site is provided as it is, free of charge. As far as the law allows, we are not liable for losses arising from its use. Nothing in these terms limits rights you have under consumer law.",
      ],
    },
    {
      id: "changes",
      title: "Changes to these terms",
      paragraphs: [
        "We may update these terms as the site changes. The date at the top shows the latest version, and the version published here is the one that applies.",
      ],
    },
  ],
};
