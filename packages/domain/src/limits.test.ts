import { describe, expect, it } from 'vitest';
import { MAX_ASSETS, MAX_CONTACTS, MAX_TXACTS } from './constants.ts';
import { ITEM_LIMITS, LIMITED_PARTS, overLimit } from './limits.ts';
import * as M from './messages.ts';

describe('the estate size limits', () => {
  it('refuse a list one past its maximum, with the limit message, and accept one at it', () => {
    expect(overLimit('assets', MAX_ASSETS)).toBeNull();
    expect(overLimit('assets', MAX_ASSETS + 1)).toEqual({ code: 'max_assets', msg: M.MSG_MAX_REACHED });
    expect(overLimit('contacts', MAX_CONTACTS + 1)?.msg).toBe('Too many contacts');
    // transactions answer "Maximum reached" wherever they are refused (an operation or a whole save)
    expect(overLimit('txacts', MAX_TXACTS + 1)?.msg).toBe(M.MSG_MAX_REACHED);
  });
  it('name the five limited lists, each with its own code', () => {
    expect(LIMITED_PARTS).toEqual(['assets', 'txacts', 'contacts', 'exec_expenses', 'exec_log']);
    expect(new Set(LIMITED_PARTS.map((p) => ITEM_LIMITS[p].code)).size).toBe(5);
  });
});
