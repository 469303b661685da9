import { describe, expect, it } from 'vitest';
import { bankFileText } from './bank-file-text.ts';
import { guessCsvFormat, readCsvGrid } from './csv-statement.ts';

/** Windows-1252 bytes of a text whose characters are all in that code page's Latin-1 part. */
const cp1252 = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));

describe('a bank file read as text', () => {
  it('UTF-8 stays UTF-8, its byte-order mark dropped', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Date;Libellé;Débit\n')]);
    expect(bankFileText(bytes)).toBe('Date;Libellé;Débit\n');
  });

  it('bytes that are not UTF-8 are read as Windows-1252: the accents come back', () => {
    expect(bankFileText(cp1252('Libellé;Crédit à;N° 12'))).toBe('Libellé;Crédit à;N° 12');
  });

  it('a Windows-1252 export with Débit and Crédit columns is guessed as one', () => {
    const text = bankFileText(
      cp1252(
        'Date opération;Libellé;Débit;Crédit\n14/10/2026;CARTE PHARMACIE;18,40;\n21/10/2026;VIR RECU;;250,00\n',
      ),
    );
    expect(guessCsvFormat(readCsvGrid(text))).toMatchObject({
      date: 0,
      name: 1,
      amount: null,
      debit: 2,
      credit: 3,
      dateFormat: 'd/m/yyyy',
    });
  });
});
