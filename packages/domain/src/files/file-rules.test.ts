import { describe, expect, it } from 'vitest';
import {
  FILE_CODE,
  MAX_FILE_BYTES,
  MB,
  MSG_FILE_SAVE_FIRST,
  MSG_FILE_TOO_LARGE,
  MSG_FILE_VIEW_ONLY,
  MSG_SAMPLE_NO_FILES,
  storageLimitBytes,
  uploadRefusal,
} from './file-rules.ts';
import { contentMatchesName, sniffKind } from './sniff.ts';

const ctx = { usedBytes: 0, licExtra: 0, sample: false, viewOnly: false };
const bytes = (s: string | number[]) =>
  typeof s === 'string' ? Uint8Array.from(s, (c) => c.charCodeAt(0)) : Uint8Array.from(s);

describe('file rules', () => {
  it('storage limits by licence tier', () => {
    expect(storageLimitBytes(null)).toBe(104_857_600);
    expect(storageLimitBytes(1)).toBe(5_368_709_120);
    expect(storageLimitBytes(2)).toBe(21_474_836_480);
    expect(storageLimitBytes(3)).toBe(104_857_600);
  });
  it('refuses in a fixed order, each with its message', () => {
    const ask = { name: 'a.pdf', size: 1000 };
    expect(uploadRefusal(ask, ctx)).toBeNull();
    expect(uploadRefusal(ask, { ...ctx, sample: true, viewOnly: true })).toEqual({
      msg: MSG_SAMPLE_NO_FILES,
    });
    expect(uploadRefusal(ask, { ...ctx, viewOnly: true })).toEqual({ msg: MSG_FILE_VIEW_ONLY });
    expect(uploadRefusal(ask, { ...ctx, itemFile: true, itemId: -3 })).toEqual({ msg: MSG_FILE_SAVE_FIRST });
    expect(uploadRefusal(ask, { ...ctx, itemFile: true, itemId: 7 })).toBeNull();
    expect(uploadRefusal({ name: 'b', size: MAX_FILE_BYTES }, ctx)).toEqual({ msg: MSG_FILE_TOO_LARGE });
    expect(uploadRefusal({ name: 'b', size: MAX_FILE_BYTES - 1 }, ctx)).toBeNull();
    expect(uploadRefusal({ name: 'b', size: 2 * MB }, { ...ctx, usedBytes: 99 * MB })?.code).toBe(
      FILE_CODE.storageFull,
    );
    expect(uploadRefusal({ name: 'b', size: MB }, { ...ctx, usedBytes: 99 * MB })).toBeNull();
  });
});

describe('sniffing', () => {
  it('names what the bytes are', () => {
    expect(sniffKind(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffKind(bytes([0x89, 0x50, 0x4e, 0x47, 13, 10]))).toBe('png');
    expect(sniffKind(bytes([0x4d, 0x5a, 0x90, 0]))).toBe('executable');
    expect(sniffKind(bytes('  <!DOCTYPE html><p>x'))).toBe('html');
    expect(sniffKind(bytes('Date,Amount\n2026-01-01,12.50\n'))).toBe('text');
  });
  it('refuses a .pdf that is an executable and HTML under any name', () => {
    expect(contentMatchesName('pdf', 'Death Certificate.PDF')).toBe(true);
    expect(contentMatchesName('executable', 'will.pdf')).toBe(false);
    expect(contentMatchesName('html', 'notes.txt')).toBe(false);
    expect(contentMatchesName('jpeg', 'receipt.jpg')).toBe(true);
  });
});
