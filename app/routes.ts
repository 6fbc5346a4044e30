import { layout, route, type RouteConfig } from "@react-router/dev/routes";
import { resourceRoutes, routeTable } from "./routes/table.ts";

// React Router's view of the route table. Pages share the site layout; the catch-all is the not-found page.
export default [
  layout("routes/_layout.tsx", [
    ...routeTable.map((r) => route(r.path, r.file, r.id ? { id: r.id } : {})),
    route("*", "routes/not-found.tsx"),
  ]),
  ...resourceRoutes.map((r) => route(r.path, r.file)),
] satisfies RouteConfig;
