/**
 * Checks a raw request target before any file lookup. Returns the HTTP status to refuse it with, or
 * null when it is a plain origin-form path that stays inside the site.
 */
/** The site search is a GET form, so a long query travels in the URL (/search?q=…); nginx allows the
 *  same with `large_client_header_buffers 4 16k` (deploy/nginx.conf). */
export const MAX_URL_LENGTH = 16 * 1024;

export function rejectTarget(rawUrl: string): number | null {
  if (rawUrl.length > MAX_URL_LENGTH) return 414;
  // Absolute-form ("GET http://host/ HTTP/1.1") and asterisk-form targets are not ours to serve.
  if (!rawUrl.startsWith("/") || rawUrl.startsWith("//")) return 400;
  const rawPath = rawUrl.split(/[?#]/, 1)[0]!;
  if (rawPath.includes("\\") || /%5c/i.test(rawPath)) return 400;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return 400;
  }
  if (decoded.includes("\0")) return 400;
  if (decoded.split("/").some((segment) => segment === ".." || segment === ".")) return 400;
  return null;
}
