// The element tree of an OFX or QFX file, however the bank wrote it: OFX 1 (SGML: a value's closing tag is
// optional), OFX 2 (XML), or a mix of both; values in CDATA sections, on the line after their tag, with bare '&'
// or dotted tag names (INTU.BID); with or without line breaks. htmlparser2 reads the tags, text and entities;
// the one OFX rule added here is SGML's: an element followed by text is a value, and ends where the next tag
// starts. Closing tags then close what is open down to their element, and closing tags of values are ignored.
import { Parser } from 'htmlparser2';

export interface OfxNode {
  name: string;
  /** The value of an element that holds text (trimmed, inner spaces collapsed); '' for an aggregate. */
  text: string;
  children: OfxNode[];
}

/** The OFX element of the file, or null when the file holds none. */
export function readOfxTree(data: string): OfxNode | null {
  const root: OfxNode = { name: '', text: '', children: [] };
  const stack: OfxNode[] = [root];
  let pending = '';
  const top = () => stack[stack.length - 1] as OfxNode;
  // Text is delivered in pieces (around entities and CDATA): it is given to the open element once whole.
  const flush = () => {
    const t = pending.replace(/\s+/g, ' ').trim();
    pending = '';
    const open = top();
    if (!t || stack.length === 1 || open.children.length > 0) return;
    open.text = open.text ? `${open.text} ${t}` : t;
  };
  const parser = new Parser(
    {
      onopentag(raw) {
        flush();
        if (top().text) stack.pop(); // SGML: the value before this tag ended here
        const node: OfxNode = { name: raw.toUpperCase().replace(/\./g, ''), text: '', children: [] };
        top().children.push(node);
        stack.push(node);
      },
      ontext(t) {
        pending += t;
      },
      onclosetag(raw, implied) {
        flush();
        const name = raw.toUpperCase().replace(/\./g, '');
        // htmlparser2 also closes, as implied, what it thinks still open; only an empty element (<BANKID/>, or
        // a value just read) is closed by it: our own stack decides the rest.
        if (implied) {
          if (top().name === name && top().children.length === 0 && stack.length > 1) stack.pop();
          return;
        }
        const at = stack.findLastIndex((n, i) => i > 0 && n.name === name);
        if (at > 0) stack.length = at;
      },
    },
    { xmlMode: true, recognizeCDATA: true, decodeEntities: true },
  );
  parser.write(data);
  parser.end();
  return findOfx(root);
}

function findOfx(n: OfxNode): OfxNode | null {
  if (n.name === 'OFX') return n;
  for (const c of n.children) {
    const f = findOfx(c);
    if (f) return f;
  }
  return null;
}

/** The first child named so. */
export const child = (n: OfxNode | null | undefined, name: string): OfxNode | undefined =>
  n?.children.find((c) => c.name === name);
/** Every child named so, in the file's order. */
export const childrenNamed = (n: OfxNode | null | undefined, name: string): OfxNode[] =>
  n ? n.children.filter((c) => c.name === name) : [];
/** The value at a path of names ('' when absent). */
export function valueAt(n: OfxNode | null | undefined, ...path: string[]): string {
  let at = n;
  for (const p of path) at = child(at, p);
  return at?.text ?? '';
}
