// The PaymentProvider port (Stripe, or the local test-mode checkout) is in runtime/ports.ts.

/** A provider's refusal (a notice whose signature does not hold, a checkout it will not open). */
export class PaymentError extends Error {}
