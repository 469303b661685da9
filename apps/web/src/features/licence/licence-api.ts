// Licences (docs/api.md "Licences"): the payment page, the confirmation, volume licences and their assignment,
// and the local test-mode checkout's page calls.
import { formatMoney, type ServiceOfferOut } from '@probity/domain';
import { apiGet, apiPost } from '../../lib/api';

const enc = encodeURIComponent;

/** The address that opens the payment page of one estate's licence (the server redirects there). */
export const buyLicenceUrl = (estateId: string) => `/buy/license?estate_id=${enc(estateId)}`;

/** Whether the estate is licensed now; a paid checkout whose notice is late is applied on the way. */
export const confirmLicence = (estateId: string) =>
  apiGet<{ licensed: boolean }>(`/api/estate/${enc(estateId)}?lic_confirm=y`).then((m) => m.licensed);

export interface LicPricing {
  currency: 'usd' | 'cad';
  tiers: { from: number; unit: number; percent_off: number }[];
  num: number;
  intent: string | null;
}
export const fetchPricing = (estateId: string) => apiGet<LicPricing>(`/pay/lic/${enc(estateId)}/pricing`);
export const startVolume = (estateId: string, num: number) =>
  apiPost<{ price: number; url: string; intent_id: string }>(`/pay/lic/${enc(estateId)}/intent/${num}`, {});
export const assignLicence = (estateId: string, password: string) =>
  apiPost<{ licensed: true; left: number }>('/api/license', { cmd: 'assign', estate_id: estateId, password });

export interface LocalCheckout {
  description: string;
  amount: number;
  currency: string;
  status: 'open' | 'paid' | 'cancelled';
}
export const fetchLocalCheckout = (id: string) => apiGet<LocalCheckout>(`/api/pay/local/${enc(id)}`);
export const answerLocalCheckout = (id: string, outcome: 'pay' | 'cancel') =>
  apiPost<{ paid: boolean; return_to: string }>(`/api/pay/local/${enc(id)}`, { outcome });

/** An amount in cents with its currency: $199.00, or CA$269.00. */
export const priceText = (cents: number, currency: string) =>
  `${currency === 'cad' ? 'CA' : ''}${formatMoney(cents)}`;

/** Other services (docs/api.md "Services"): an estate's, or those sold on their own; bought through a checkout. */
export const fetchEstateServices = (estateId: string) =>
  apiGet<{ licensed: boolean; services: ServiceOfferOut[] }>(`/api/estate/${enc(estateId)}/services`);
export const fetchSoloServices = (currency: 'usd' | 'cad') =>
  apiGet<{ services: ServiceOfferOut[] }>(`/api/services?currency=${currency}`);
/** Opens the service's checkout (an estate's, or on its own with `estateId` null): the payment page's address. */
export const buyService = (
  estateId: string | null,
  o: Pick<ServiceOfferOut, 'item' | 'price' | 'currency'>,
) =>
  apiPost<{ url: string }>(estateId ? `/pay/estate/${enc(estateId)}/service` : '/pay/service_solo', {
    item: o.item,
    price: o.price,
    currency: o.currency,
  });
