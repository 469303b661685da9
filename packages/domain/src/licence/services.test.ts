import { describe, expect, it } from 'vitest';
import { serviceOffer, serviceOffers, ZServiceCatalogue } from './services.ts';

const catalogue = ZServiceCatalogue.parse({
  executor: {
    name: 'Professional executor',
    price: { usd: 250_000, cad: 320_000 },
    states: ['CA', 'ON', 'TX'],
  },
  house: { name: 'Selling the house', price: { usd: 50_000 }, states: ['CA', 'VA'] },
  planning: { name: 'Estate planning review', price: { usd: 30_000, cad: 39_000 }, solo: true },
});

describe('service offers', () => {
  it('offers a service only in its states and in a currency it has a price for', () => {
    expect(serviceOffers(catalogue, { currency: 'usd', state: 'CA' }).map((o) => o.item)).toEqual([
      'planning',
      'executor',
      'house',
    ]);
    expect(serviceOffers(catalogue, { currency: 'usd', state: 'GA' }).map((o) => o.item)).toEqual([
      'planning',
    ]);
    // Ontario pays in Canadian dollars; the house sale has no CAD price, and does not serve Ontario anyway
    expect(serviceOffers(catalogue, { currency: 'cad', state: 'ON' })).toEqual([
      { item: 'planning', name: 'Estate planning review', description: '', price: 39_000, currency: 'cad' },
      { item: 'executor', name: 'Professional executor', description: '', price: 320_000, currency: 'cad' },
    ]);
  });

  it('sells only solo services without an estate', () => {
    expect(serviceOffers(catalogue, { currency: 'usd', solo: true }).map((o) => o.item)).toEqual([
      'planning',
    ]);
    expect(serviceOffer(catalogue, 'executor', { currency: 'usd', solo: true })).toBeUndefined();
    expect(serviceOffer(catalogue, 'executor', { currency: 'usd', state: 'TX' })?.price).toBe(250_000);
    expect(serviceOffer(catalogue, 'nothing', { currency: 'usd', state: 'TX' })).toBeUndefined();
  });

  it('refuses a catalogue with a price that is not whole cents', () => {
    expect(() => ZServiceCatalogue.parse({ x: { name: 'X', price: { usd: 10.5 } } })).toThrow();
    expect(() => ZServiceCatalogue.parse({ 'Bad Id': { name: 'X', price: { usd: 100 } } })).toThrow();
  });
});
