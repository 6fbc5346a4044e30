/**
 * How a library's link shows in an address (link.ts reads and writes the rest): its fragment starts
 * with the link format's version, `v1.`. Apart from link.ts so that /library can tell a link from a
 * section's id without loading the code that reads one.
 */

/** The link format this site writes and reads. */
export const LINK_VERSION = 1;

/** Whether a fragment (without its `#`) is meant as a library link, rather than a section's id. */
export const isLibraryLink = (fragment: string) => /^v\d/.test(fragment);
