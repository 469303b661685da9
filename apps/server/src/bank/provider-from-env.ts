import type { BankProvider } from '../runtime/ports.ts';
import { LocalProvider } from './local-provider.ts';
import { PlaidProvider } from './plaid-provider.ts';

/** Plaid when its keys are set (docs/operations.md), else the practice bank. */
export function bankProviderFromEnv(env: NodeJS.ProcessEnv = process.env): BankProvider {
  const { PLAID_CLIENT_ID: clientId, PLAID_SECRET: secret } = env;
  if (!clientId || !secret) return new LocalProvider();
  return new PlaidProvider({
    clientId,
    secret,
    env: env.PLAID_ENV || 'sandbox',
    basePath: env.PLAID_BASE_URL,
  });
}
