/**
 * The layers of the code, checked by `npm run lint` (dependency-cruiser): docs/architecture.md says
 * what each folder holds and ADR 0029 why the order is this one. What ships: app/ (content → lib →
 * data → components → pages), integration/ (the build's steps) and server/, with shared/ the one
 * module the build and the server both read. app/worker is the service worker, on lib alone;
 * app/directives are the client directives (browser code the build registers), on lib and
 * components. What checks: tests beside their code (*.test.ts, *.testing.ts), e2e/ and tools/, which
 * may import what ships; nothing that ships imports them. Inside the checks one way only: e2e/
 * imports tools/support/, and tools/ never imports e2e/.
 * A rule broken names the rule, the file and the import.
 */
const TESTS = "\\.(test|testing)\\.tsx?$|/__fixtures__/";

module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      comment: "Two modules that import each other are one module in two files.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "content-is-data",
      comment: "app/content holds data, copy and schemas: it imports no other layer of the app.",
      severity: "error",
      from: { path: "^app/content/" },
      to: { path: "^app/(lib|data|components|pages|layouts)/" },
    },
    {
      name: "lib-is-pure",
      comment: "app/lib is pure functions over content's types and copy: no queries, no components, no Node or Astro.",
      severity: "error",
      from: { path: "^app/lib/", pathNot: TESTS },
      to: { path: "^app/(data|components|pages|layouts)/|^astro" },
    },
    {
      name: "lib-has-no-node",
      comment: "app/lib runs anywhere, in the build and in the browser: no Node built-ins.",
      severity: "error",
      from: { path: "^app/lib/", pathNot: TESTS },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "data-under-components",
      comment: "app/data queries the collections for pages; components get what it returns as props.",
      severity: "error",
      from: { path: "^app/data/", pathNot: TESTS },
      to: { path: "^app/(components|pages|layouts)/" },
    },
    {
      name: "components-under-pages",
      comment: "Components render props: they neither query the collections nor import a page.",
      severity: "error",
      from: { path: "^app/components/", pathNot: TESTS },
      to: { path: "^app/(data|pages|layouts)/|^astro:content" },
    },
    {
      name: "worker-is-its-own-program",
      comment:
        "app/worker is the service worker: it runs apart from every page, on lib's pure functions only; no page imports it.",
      severity: "error",
      from: { path: "^app/worker/", pathNot: TESTS },
      to: { path: "^app/(content|data|components|pages|layouts)/" },
    },
    {
      name: "pages-do-not-import-the-worker",
      comment:
        "The worker is built into /sw.js on its own (integration/service-worker.ts); a page that imported it would ship it twice.",
      severity: "error",
      from: { path: "^app/(?!worker/)" },
      to: { path: "^app/worker/" },
    },
    {
      name: "directives-run-in-the-browser",
      comment:
        "app/directives are Astro client directives, inlined into pages and run in the browser before any island: they use content, lib's pure functions and components' browser code, never queries, pages or Node.",
      severity: "error",
      from: { path: "^app/directives/", pathNot: TESTS },
      to: { path: "^app/(data|pages|layouts)/|^astro:" },
    },
    {
      name: "directives-have-no-node",
      comment: "A client directive runs in the browser: no Node built-ins.",
      severity: "error",
      from: { path: "^app/directives/", pathNot: TESTS },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "nothing-imports-the-directives",
      comment:
        "The build registers the client directives by file (integration/index.ts, addClientDirective); Astro inlines each into the pages that use it. A module that imported one would ship it a second time.",
      severity: "error",
      from: { path: "^(app/(?!directives/)|integration/|server/|shared/)", pathNot: TESTS },
      to: { path: "^app/directives/" },
    },
    {
      name: "app-stands-alone",
      comment: "The site's code imports neither the build's steps, the server nor the tools.",
      severity: "error",
      from: { path: "^app/", pathNot: TESTS },
      to: { path: "^(integration|server|tools|e2e)/" },
    },
    {
      name: "shipping-code-imports-no-checks",
      comment: "What ships never depends on what tests or measures it.",
      severity: "error",
      from: { path: "^(app|integration|server|shared)/|^[^/]+\\.config\\.ts$", pathNot: TESTS },
      to: { path: "^(tools|e2e)/" },
    },
    {
      name: "server-serves-the-build",
      comment: "server/ reads the build through shared/, never the build's steps or the site's pages.",
      severity: "error",
      from: { path: "^server/", pathNot: TESTS },
      to: { path: "^(integration|app)/" },
    },
    {
      name: "shared-stands-alone",
      comment: "shared/ is what the build and the server both read: it imports neither.",
      severity: "error",
      from: { path: "^shared/", pathNot: TESTS },
      to: { path: "^(app|integration|server|tools|e2e)/" },
    },
    {
      name: "tools-import-no-e2e",
      comment:
        "What the tools and e2e/ share lives in tools/support/, which e2e/ imports: nothing in tools/ imports e2e/.",
      severity: "error",
      from: { path: "^tools/" },
      to: { path: "^e2e/" },
    },
    {
      name: "e2e-imports-only-tools-support",
      comment: "e2e/ reads tools/support/ only: never the gate, a check, a measurement or a screenshot script.",
      severity: "error",
      from: { path: "^e2e/" },
      to: { path: "^tools/(?!support/)" },
    },
    {
      name: "tools-support-imports-no-script",
      comment: "tools/support/ is what the scripts share: it imports none of them.",
      severity: "error",
      from: { path: "^tools/support/", pathNot: TESTS },
      to: { path: "^tools/(gate|check|measure|screenshots)/" },
    },
    {
      name: "a-script-imports-no-script",
      comment:
        "Each file of tools/check, tools/measure and tools/screenshots is one npm script's: what two share goes to tools/support/.",
      severity: "error",
      from: { path: "^tools/(check|measure|screenshots)/", pathNot: TESTS },
      to: { path: "^tools/(gate|check|measure|screenshots)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|node_modules|\\.astro|test-results)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
