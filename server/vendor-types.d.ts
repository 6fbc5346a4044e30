// negotiator ships without types, and @types/negotiator (0.6) predates the `preferred` option of 1.x;
// this is the part server/app.ts uses.
declare module "negotiator" {
  import type { IncomingMessage } from "node:http";
  export default class Negotiator {
    constructor(request: IncomingMessage);
    /** The best of `available` for the request's Accept-Encoding; ties go to `preferred` order. */
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
