/**
 * Links the site builds from content. The contact page fills its subject field from `?subject=`,
 * so a service page can open it with the service already named.
 */
export function contactHref(subject: string): string {
  return `/contact?subject=${encodeURIComponent(subject)}`;
}

export function mailtoHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
