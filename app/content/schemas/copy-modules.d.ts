/**
 * Types of the interface copy's modules (app/content/copy/<name>.yaml), as their schemas make them
 * (schemas/copy.ts); integration/copy-modules.ts checks each file against that schema as it is
 * imported, so the type holds. A copy file without a line here fails app/lib/content/copy.test.ts.
 */
// A file of ambient module declarations cannot import at its top (that would make it a module whose
// declarations no longer apply everywhere), so each type is named by an import() type.
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare module "*/copy/login.yaml" { const copy: import("./copy.ts").Copy<"login">; export default copy; }
declare module "*/copy/password.yaml" { const copy: import("./copy.ts").Copy<"password">; export default copy; }
declare module "*/copy/signup.yaml" { const copy: import("./copy.ts").Copy<"signup">; export default copy; }
declare module "*/copy/forgot-password.yaml" { const copy: import("./copy.ts").Copy<"forgot-password">; export default copy; }
declare module "*/copy/contact-form.yaml" { const copy: import("./copy.ts").Copy<"contact-form">; export default copy; }
declare module "*/copy/blog-list.yaml" { const copy: import("./copy.ts").Copy<"blog-list">; export default copy; }
declare module "*/copy/article.yaml" { const copy: import("./copy.ts").Copy<"article">; export default copy; }
declare module "*/copy/archive.yaml" { const copy: import("./copy.ts").Copy<"archive">; export default copy; }
declare module "*/copy/reading.yaml" { const copy: import("./copy.ts").Copy<"reading">; export default copy; }
declare module "*/copy/search.yaml" { const copy: import("./copy.ts").Copy<"search">; export default copy; }
declare module "*/copy/guide.yaml" { const copy: import("./copy.ts").Copy<"guide">; export default copy; }
declare module "*/copy/home-slider.yaml" { const copy: import("./copy.ts").Copy<"home-slider">; export default copy; }
declare module "*/copy/navigation.yaml" { const copy: import("./copy.ts").Copy<"navigation">; export default copy; }
declare module "*/copy/footer.yaml" { const copy: import("./copy.ts").Copy<"footer">; export default copy; }
declare module "*/copy/main-sections.yaml" { const copy: import("./copy.ts").Copy<"main-sections">; export default copy; }
declare module "*/copy/services.yaml" { const copy: import("./copy.ts").Copy<"services">; export default copy; }
declare module "*/copy/legal.yaml" { const copy: import("./copy.ts").Copy<"legal">; export default copy; }
declare module "*/copy/not-found.yaml" { const copy: import("./copy.ts").Copy<"not-found">; export default copy; }
declare module "*/copy/course.yaml" { const copy: import("./copy.ts").Copy<"course">; export default copy; }
declare module "*/copy/error.yaml" { const copy: import("./copy.ts").Copy<"error">; export default copy; }
declare module "*/copy/theme.yaml" { const copy: import("./copy.ts").Copy<"theme">; export default copy; }
declare module "*/copy/newsletter.yaml" { const copy: import("./copy.ts").Copy<"newsletter">; export default copy; }
declare module "*/copy/library.yaml" { const copy: import("./copy.ts").Copy<"library">; export default copy; }
declare module "*/copy/library-page.yaml" { const copy: import("./copy.ts").Copy<"library-page">; export default copy; }
declare module "*/copy/offline.yaml" { const copy: import("./copy.ts").Copy<"offline">; export default copy; }
declare module "*/copy/llms.yaml" { const copy: import("./copy.ts").Copy<"llms">; export default copy; }
