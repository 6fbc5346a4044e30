/** Copy of the reading comforts on long-form pages: the Share button, heading links and their toasts. */
export const readingCopy = {
  share: {
    /** Visible text of the button. */
    label: "Share",
    /** Accessible names, which say what is shared. */
    article: "Share this article",
    guide: "Share this guide",
  },
  copied: {
    title: "Link copied",
    description: "The link to this page is on your clipboard.",
  },
  copyFailed: "Your browser did not allow copying the link. Copy it from the address bar instead.",
  /** Accessible name of the "#" link beside a section heading (the same wording as the articles'). */
  anchorLabel: (heading: string) => `Link to section: ${heading}`,
} as const;

export type ShareKind = keyof Pick<typeof readingCopy.share, "article" | "guide">;
