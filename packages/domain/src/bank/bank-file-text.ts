// A bank file's bytes as text. Most banks write UTF-8, but French, Belgian and Swiss exports (Société Générale,
// La Banque Postale, Crédit Agricole, CIC) are often in Windows-1252, where é, è, à, ° and € are single bytes:
// read as UTF-8 those become U+FFFD and a "Débit" header no longer says debit. Bytes that are not valid UTF-8 are
// therefore read as Windows-1252 (which also covers Latin-1's letters). Browsers map its 0x80-0x9F bytes (€, ’, œ)
// too; Node 20's decoder leaves those as control characters, which changes no date, amount or header.

// Every runtime the domain runs in (Node, the browsers) has the WHATWG TextDecoder; ES2023's lib does not declare
// it, so its two uses here are declared for this module only.
declare const TextDecoder: new (
  label: string,
  options?: { fatal?: boolean },
) => { decode(input: Uint8Array): string };

/** The text of a statement file: UTF-8 (a byte-order mark dropped) when the bytes are valid UTF-8, else Windows-1252. */
export function bankFileText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
