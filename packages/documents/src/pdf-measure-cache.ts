/**
 * Measures text once per distinct string, font and size for one jsPDF document. autotable measures every cell
 * (and every word of it) to size its columns, then again to wrap and align it: the maximum estate's accounting
 * asks about 100,000 times for some 7,300 distinct strings, and each answer walks the string's characters. The
 * answers are the library's own, kept; the PDF is byte for byte the same.
 */
import type { jsPDF } from 'jspdf';

/** The current font, size and character spacing: what a width or a line break depends on besides the text. */
const fontKey = (doc: jsPDF) => `${doc.getFont().id}|${doc.getFontSize()}|${doc.getCharSpace()}`;

/** A map per font key, so a look-up hashes the text alone. */
function perFont<T>(): (key: string) => Map<string, T> {
  const maps = new Map<string, Map<string, T>>();
  return (key) => {
    let m = maps.get(key);
    if (!m) {
      m = new Map();
      maps.set(key, m);
    }
    return m;
  };
}

/** A string, or autotable's array of one line (anything else is split as the library does), and which it was: the
 * library splits a string at its line breaks and an array's items whole. */
const oneText = (text: unknown): [string, 'string' | 'array'] | undefined =>
  typeof text === 'string'
    ? [text, 'string']
    : Array.isArray(text) && text.length === 1 && typeof text[0] === 'string'
      ? [text[0], 'array']
      : undefined;

export function cacheMeasures(doc: jsPDF): void {
  // The list of fonts only changes when a font is added, which the reports never do; autotable asks for it on
  // every cell it styles, and jsPDF builds it afresh each time.
  const fonts = doc.getFontList();
  doc.getFontList = () => fonts;

  // getTextWidth goes through getStringUnitWidth too.
  const unitWidth = doc.getStringUnitWidth.bind(doc);
  const widths = perFont<number>();
  doc.getStringUnitWidth = (text, options) => {
    if (options !== undefined || typeof text !== 'string') return unitWidth(text, options);
    const m = widths(fontKey(doc));
    let w = m.get(text);
    if (w === undefined) {
      w = unitWidth(text);
      m.set(text, w);
    }
    return w;
  };

  // Only the size may be given: other options (indents, widths of another font) are passed on unmeasured.
  const split = doc.splitTextToSize.bind(doc);
  const lines = perFont<string[]>();
  doc.splitTextToSize = (text, maxlen, options) => {
    const one = oneText(text);
    const sized = options === undefined || Object.keys(options).every((k) => k === 'fontSize');
    if (one === undefined || !sized) return split(text, maxlen, options);
    const m = lines(`${fontKey(doc)}|${options?.fontSize ?? ''}|${maxlen}|${one[1]}`);
    let out = m.get(one[0]);
    if (out === undefined) {
      out = split(text, maxlen, options) as string[];
      m.set(one[0], out);
    }
    // a copy: autotable keeps the array as the cell's text
    return [...out];
  };
}
