/**
 * jsPDF runs every text it draws through two script plugins: Arabic letter shaping (preProcessText) and the
 * Unicode bidirectional reordering of right-to-left runs (postProcessText). The documents draw in the standard
 * Helvetica, whose WinAnsi encoding has neither Arabic nor Hebrew letters, so neither plugin can change what a
 * page shows; on the maximum estate's accounting (some 37,000 texts) they were a fifth of the PDF's time. The
 * third handler, the escaping for embedded Unicode fonts, stays.
 */
import type { jsPDF } from 'jspdf';

interface PubSub {
  getTopics(): Record<string, Record<string, [unknown, boolean]>>;
  unsubscribe(token: string): boolean;
}

/** `api` is jsPDF.API, where the Arabic plugin exposes its handler; the bidi handler is known by what it calls. */
export function dropScriptPlugins(doc: jsPDF, api: object): void {
  const arabic = (api as { processArabic?: unknown }).processArabic;
  const events = (doc.internal as unknown as { events: PubSub }).events;
  for (const topic of ['preProcessText', 'postProcessText']) {
    for (const [token, [handler]] of Object.entries(events.getTopics()[topic] ?? {})) {
      if (handler === arabic || String(handler).includes('doBidiReorder')) events.unsubscribe(token);
    }
  }
}
