// The ports the app is wired with (runtime/context.ts): what each outside service must offer, named here so the
// context depends on no feature. Each feature implements its port (files/disk-storage.ts and s3-storage.ts,
// payments/stripe-payments.ts and local-payments.ts, bank/plaid-provider.ts and local-provider.ts,
// mail/mailer.ts) and the app picks one at start.
import type { StatementRow } from '@probity/domain';

/** The sign-in service, as far as the app calls it (auth/create-auth.ts builds it with better-auth). */
export interface Auth {
  /** better-auth's own routes under /api/auth (auth/auth-routes.ts hands them the request). */
  handler(request: Request): Promise<Response>;
  api: {
    /** The session a request's cookie opens, or null. */
    getSession(o: { headers: Headers }): Promise<{
      user: { id: string; email: string; name: string; twoFactorEnabled?: boolean | null };
      session: { signInMethod?: string | null };
    } | null>;
  };
  /** Its password hashing (a password typed again in a confirmation dialog), and how it signs and ages sessions
   *  (auth/session.ts reads a live session itself). */
  $context: Promise<{
    password: { verify(o: { hash: string; password: string }): Promise<boolean> };
    secret: string;
    authCookies: { sessionToken: { name: string } };
    sessionConfig: { expiresIn: number; updateAge: number };
  }>;
}

/**
 * File bytes, two drivers: local disk under DATA_DIR/files (the default) and S3-compatible object storage.
 * Uploads and downloads go through short-lived signed URLs so the browser sends bytes straight to the store; the
 * routes only hand out slots and record what arrived (files/storage.ts).
 */
export type SignedUrl = { url: string; headers: Record<string, string> };

export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** A URL the browser may PUT exactly this blob's bytes to, valid for ttlSeconds. */
  putUrl(blobName: string, contentType: string, ttlSeconds: number): Promise<SignedUrl>;
  /** A URL that serves this blob as an attachment named downloadName, of contentType, valid for ttlSeconds. */
  getUrl(blobName: string, downloadName: string, ttlSeconds: number, contentType: string): Promise<string>;
  /** Size in bytes and the first bytes of a stored blob (for sniffing and checks), or null when absent. */
  stat(blobName: string): Promise<{ size: number; head: Uint8Array } | null>;
  /** Writes a blob the server made itself (a signed release's PDF). */
  write(blobName: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The whole blob (for hashing, export); null when absent. */
  read(blobName: string): Promise<Buffer | null>;
  /** Removes the blobs; absent ones are ignored. */
  remove(blobNames: readonly string[]): Promise<void>;
}

/** Card payments: Stripe Checkout in production, a local test-mode checkout for `npm start` and self-hosted installs. */
export interface CheckoutRequest {
  /** Total in cents of `currency`. */
  amount: number;
  currency: 'usd' | 'cad';
  /** What the payer sees on the payment page. */
  description: string;
  quantity: number;
  email?: string;
  /** Where the payment page sends the payer back. */
  successUrl: string;
  cancelUrl: string;
  /** Ours: the estate or user the payment is for (kept on the provider's record). */
  reference: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'local';
  /** Opens a checkout: its id and the page where the payer pays. */
  createCheckout(r: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** Whether the provider holds the checkout as paid (asked when its notice has not arrived yet). */
  checkoutPaid(id: string): Promise<boolean>;
  /**
   * A payment notice from the provider (a webhook), checked for its signature: the paid checkout's id, or null
   * for events that do not pay anything. Throws when the signature does not hold.
   */
  paidCheckoutOf(rawBody: string, signature: string): string | null;
}

/** Bank links: Plaid in production, a local practice bank everywhere else; the routes never know which one runs. */
export interface BankAccount {
  id: string;
  name: string;
  mask: string | null;
}

export interface SyncResult {
  added: StatementRow[];
  modified: StatementRow[];
  /** Ids of rows the bank withdrew (a pending charge that never posted, a correction). */
  removed: string[];
  cursor: string;
}

export interface BankProvider {
  readonly name: 'plaid' | 'local';
  linkToken(userId: string, estateId: string): Promise<string>;
  exchange(publicToken: string): Promise<{ accessToken: string; itemId: string; accounts: BankAccount[] }>;
  /** Every change since the cursor (null: from the start), all pages; only the given account's rows. */
  sync(accessToken: string, accountId: string, cursor: string | null): Promise<SyncResult>;
  /** Posted rows of the account between two days inclusive (a redownload), all pages. */
  rows(accessToken: string, accountId: string, start: string, end: string): Promise<StatementRow[]>;
  unlink(accessToken: string): Promise<void>;
}

/** Email: SMTP in production, a local outbox without it. */
export interface Mail {
  /** The recipient's user id, so the outbox can show each user their own mail. */
  userId: string | null;
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}
