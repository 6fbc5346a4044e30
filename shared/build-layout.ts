/**
 * Where the build puts things, named once: the server, the host-config script, the build steps and
 * the tests import these instead of spelling the paths themselves.
 */
import path from "node:path";

export const REPO_ROOT = path.resolve(import.meta.dirname, "..");
/**
 * Everything `npm run build` writes; TECHHORIZON_BUILD_DIR moves it (the editor's e2e test builds
 * into a folder of its own, so it never replaces the build the other tests serve).
 */
export const BUILD_DIR = process.env.TECHHORIZON_BUILD_DIR
  ? path.resolve(process.env.TECHHORIZON_BUILD_DIR)
  : path.join(REPO_ROOT, "build");
/** The site as served: every file under it may be answered, nothing outside it. */
export const SITE_ROOT = path.join(BUILD_DIR, "client");
/**
 * The site for static hosts (Cloudflare Pages, Netlify): the same files as SITE_ROOT, linked, without
 * the precompressed copies, which only npm start and nginx use (ADR 0024).
 */
export const STATIC_HOST_ROOT = path.join(BUILD_DIR, "static-host");
/** Generated nginx maps, included by deploy/nginx.conf. */
export const NGINX_MAPS_DIR = path.join(BUILD_DIR, "nginx");
/** URL prefix of the bundler's content-hashed files, which never change and are cached for a year. */
export const HASHED_ASSET_PREFIX = "/assets/";
