/** A worker thread of integration/social-cards.ts: draws each card it is sent into its file, then asks for the next. */
import { parentPort } from "node:worker_threads";
import { writeCacheFile } from "./build-cache.ts";
import { renderCard, type CardJob } from "./social-cards.ts";

parentPort!.on("message", async (job: CardJob) => {
  writeCacheFile(job.file, await renderCard(job.content));
  parentPort!.postMessage(job.file);
});
