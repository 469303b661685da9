// The worker thread that draws estate pages (estate-page.ts): plain JavaScript, as it runs in plain Node without
// the server's TypeScript loader. It imports the web build's drawing once and answers one message per page.
import { parentPort, workerData } from 'node:worker_threads';

const { renderEstatePage } = await import(workerData.module);

parentPort.on('message', ({ id, path, estateId, meta }) => {
  try {
    parentPort.postMessage({ id, html: renderEstatePage(path, estateId, meta) });
  } catch (e) {
    parentPort.postMessage({ id, html: null, error: String(e?.stack ?? e) });
  }
});
