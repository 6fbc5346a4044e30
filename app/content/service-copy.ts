/** Labels of the service page template; small, so the page can ship them while the copy stays in its data. */
export const serviceCopy = {
  eyebrow: "Services",
  factsLabel: "At a glance",
  sections: {
    whatItIs: "What it is",
    audience: "Who it is for",
    deliverables: "What you get",
    steps: "How we work together",
    faq: "Frequently asked questions",
  },
  enquire: (title: string) => `Enquire about ${title}`,
  allServices: "See all services",
  related: "Related services",
} as const;
