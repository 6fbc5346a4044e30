import type { GuideBody } from "./types.ts";

export const techWebDev: GuideBody = {
  description:
    "Web development trends explained: rendering strategies, new platform features, TypeScript, containers and CI, and what to learn next.",
  overview: [
    "Web development moves quickly, but the platform underneath has become remarkably capable. Browsers now ship features that once needed a framework or a library: native dialogs and popovers, container queries, cascade layers, view transitions and better form controls. Learning what the platform does first saves you JavaScript, bugs and bundle size.",
    "Frameworks, meanwhile, have converged on similar ideas. React, Vue, Svelte and others offer components, server rendering and data loading tied to routes. The bigger decision is less which framework to choose than how each page is rendered (ahead of time, on the server per request, or in the browser) and how much JavaScript each page ships.",
    "Delivery has changed too. Most teams now package applications in containers, often run them on Kubernetes or a managed container platform, and deploy through automated pipelines, so a web developer's job stretches from the component to the running service.",
  ],
  concepts: [
    {
      term: "Static site generation (prerendering)",
      definition:
        "Pages are rendered to HTML at build time and served as plain files. Fast, cheap and robust, it suits content that changes when you publish rather than on every request.",
    },
    {
      term: "Server-side rendering",
      definition:
        "HTML is produced on a server for each request, then made interactive in the browser. It helps when pages depend on the user or on fresh data.",
    },
    {
      term: "Hydration",
      definition:
        "Attaching JavaScript event handlers to server-rendered HTML. It costs time on slow devices, which is why frameworks experiment with partial and deferred hydration.",
    },
    {
      term: "Core Web Vitals",
      definition:
        "Google's user-experience metrics: Largest Contentful Paint for loading, Interaction to Next Paint for responsiveness and Cumulative Layout Shift for visual stability.",
    },
    {
      term: "Containers",
      definition:
        "A container packages an application with its runtime and dependencies so it behaves the same on a laptop, a CI server and in production. Docker builds images; Kubernetes and managed platforms run them at scale.",
    },
  ],
  practices: [
    {
      title: "Use the platform first",
      desc: "Reach for native elements such as <dialog>, <details> and built-in form validation before adding a library. They are accessible by default and add nothing to the bundle.",
    },
    {
      title: "Adopt TypeScript",
      desc: "Types catch mistakes in props, API responses and refactors before users see them, and editors use them to help you navigate code.",
    },
    {
      title: "Measure on real devices",
      desc: "Test on a mid-range Android phone over a throttled connection. Lab scores from a fast laptop hide what many of your users experience.",
    },
    {
      title: "Automate the path to production",
      desc: "Run linting, type checks, unit and end-to-end tests in CI on every change, build a container image or static bundle, and deploy it the same way every time.",
    },
  ],
  mistakes: [
    {
      title: "A single-page app for a content site",
      desc: "Articles and marketing pages gain little from client-side rendering and lose speed and search visibility. Prerender them instead.",
    },
    {
      title: "Rewriting for every new framework",
      desc: "Framework churn is expensive. Adopt new tools in new projects or well-bounded parts of an app, not through a full rewrite.",
    },
    {
      title: "Accessibility as an afterthought",
      desc: "Retrofitting keyboard support and labels costs far more than building them in. Start from semantic HTML.",
    },
    {
      title: "Ignoring the bundle",
      desc: "Every dependency adds bytes that each visitor downloads. Check what a package costs before you install it.",
    },
  ],
  furtherReading: [
    { href: "/webdev/frontend", title: "Frontend Development", desc: "Our course guide to HTML, CSS, JavaScript and React." },
    { href: "/webdev/deployment", title: "Deployment and DevOps", desc: "Pipelines, containers and hosting in depth." },
    {
      href: "/blog/react-19-features-in-practice",
      title: "React 19 in Practice: Actions, use() and the Compiler",
      desc: "What the latest React release changes in everyday code.",
    },
    { href: "/blog/webassembly-beyond-the-browser", title: "WebAssembly Beyond the Browser", desc: "A portable runtime for the server and the edge." },
  ],
};
