// A local stand-in for the Stripe endpoints we call (test support): POST /v1/checkout/sessions (form-encoded, as
// the official client sends it), GET /v1/checkout/sessions/{id}, Stripe's error object, and signed webhook
// notices (Stripe-Signature: t=<unix time>,v1=<HMAC-SHA256 of "t.payload" with the endpoint secret>).
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string | null;
  line_items_seen: { quantity: number; unit_amount: number; name: string }[];
  livemode: false;
  metadata: Record<string, string>;
  created: number;
}

const rand = (p: string) => `${p}_${crypto.randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (a[b][0][c]=v) back into an object. */
function unform(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let at: Record<string, unknown> = out;
    path.forEach((k, i) => {
      if (i === path.length - 1) {
        at[k] = value;
        return;
      }
      at[k] ??= {};
      at = at[k] as Record<string, unknown>;
    });
  }
  return out;
}

export class StripeFake {
  readonly secretKey = `sk_test_${crypto.randomBytes(8).toString('hex')}`;
  readonly webhookSecret = `whsec_${crypto.randomBytes(16).toString('hex')}`;
  readonly sessions = new Map<string, FakeSession>();
  private server: http.Server | null = null;
  private base = '';

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        const [status, answer] = this.answer(req, raw);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': rand('req') });
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((ok) => this.server?.listen(0, '127.0.0.1', ok));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    await new Promise((ok) => this.server?.close(ok));
  }

  private error(status: number, message: string, extra: Record<string, string> = {}) {
    return [status, { error: { type: 'invalid_request_error', message, ...extra } }] as const;
  }

  private answer(req: http.IncomingMessage, raw: string): readonly [number, object] {
    if (req.headers.authorization !== `Bearer ${this.secretKey}`)
      return this.error(401, 'Invalid API Key provided: sk_test_****');
    const url = new URL(req.url ?? '', this.base);
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const b = unform(raw) as Record<string, string> & {
        line_items?: Record<
          string,
          {
            quantity: string;
            price_data: { unit_amount: string; currency: string; product_data: { name: string } };
          }
        >;
      };
      for (const param of ['mode', 'success_url'])
        if (!b[param])
          return this.error(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param });
      const items = Object.values(b.line_items ?? {}).map((l) => ({
        quantity: Number(l.quantity),
        unit_amount: Number(l.price_data.unit_amount),
        currency: l.price_data.currency,
        name: l.price_data.product_data.name,
      }));
      if (!items.length)
        return this.error(400, 'line_items is required in payment mode.', { param: 'line_items' });
      const id = rand('cs_test');
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        mode: b.mode,
        url: `${this.base}/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: items.reduce((s, l) => s + l.quantity * l.unit_amount, 0),
        currency: items[0]?.currency ?? 'usd',
        client_reference_id: b.client_reference_id ?? null,
        customer_email: b.customer_email ?? null,
        success_url: b.success_url,
        cancel_url: b.cancel_url ?? null,
        line_items_seen: items.map(({ quantity, unit_amount, name }) => ({ quantity, unit_amount, name })),
        livemode: false,
        metadata: {},
        created: Math.floor(Date.now() / 1000),
      };
      this.sessions.set(id, session);
      return [200, session];
    }
    const m = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
    if (req.method === 'GET' && m) {
      const s = this.sessions.get(m[1] ?? '');
      return s
        ? [200, s]
        : this.error(404, `No such checkout.session: '${m[1]}'`, { code: 'resource_missing' });
    }
    return this.error(404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  }

  /** The payer pays on Stripe's page: the session is paid (no notice sent yet). */
  pay(id: string): FakeSession {
    const s = this.sessions.get(id);
    if (!s) throw new Error(`no session ${id}`);
    s.status = 'complete';
    s.payment_status = 'paid';
    return s;
  }

  /** A signed notice as Stripe sends it; `secret` lets a test sign with the wrong one. */
  signed(type: string, session: FakeSession, secret = this.webhookSecret) {
    const payload = JSON.stringify({
      id: rand('evt'),
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object: session },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    const t = Math.floor(Date.now() / 1000);
    const v1 = crypto.createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
    return { payload, signature: `t=${t},v1=${v1}` };
  }
}
