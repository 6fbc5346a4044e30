import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { blogCopy } from "~/content/blog";
import "./app.css";
// Two small scripts inlined in <head>, before anything paints: one sets the colour theme, the other
// holds clicks until React has hydrated. No render-blocking request; the CSP allows them by hash
// (server/headers.ts). Their comment lines are dropped to keep every page small.
import earlyInputSource from "./early-input.js?raw";
import themeInitSource from "./theme-init.js?raw";
// The one web font, fetched alongside the stylesheet rather than after it (ADR 0007).
import interFontUrl from "./generated/inter-subset.woff2?url";

const withoutCommentLines = (source: string) => source.replace(/^\s*\/\/.*\n/gm, "");
const themeInit = withoutCommentLines(themeInitSource);
const earlyInput = withoutCommentLines(earlyInputSource);

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interFontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "alternate", type: "application/rss+xml", title: blogCopy.feedTitle, href: "/rss.xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    // theme.js sets data-theme on <html> before React hydrates; that attribute is not React's.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0b1020" media="(prefers-color-scheme: dark)" />
        <script dangerouslySetInnerHTML={{ __html: themeInit }} />
        <script dangerouslySetInnerHTML={{ __html: earlyInput }} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // A marker for tests and styles that need to know the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    window.__replayEarlyInput?.();
  }, []);
  return <Outlet />;
}
