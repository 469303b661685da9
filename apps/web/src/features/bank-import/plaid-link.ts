// Plaid Link, the bank's own login widget: its script is loaded from Plaid only when a user links a bank through
// Plaid (the page's CSP admits cdn.plaid.com only then). It answers the public token and the account chosen, or
// null when the user leaves the widget.
const SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

interface PlaidHandler {
  open(): void;
  destroy(): void;
}
interface PlaidGlobal {
  create(o: {
    token: string;
    onSuccess: (publicToken: string, meta: { accounts?: { id: string }[] }) => void;
    onExit: (err: unknown) => void;
  }): PlaidHandler;
}

let loading: Promise<PlaidGlobal> | null = null;
function loadPlaid(): Promise<PlaidGlobal> {
  loading ??= new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = SCRIPT;
    s.onload = () => resolve((window as unknown as { Plaid: PlaidGlobal }).Plaid);
    s.onerror = () => {
      loading = null;
      reject(new Error('The bank widget could not be loaded'));
    };
    document.head.appendChild(s);
  });
  return loading;
}

export async function openPlaidLink(
  token: string,
): Promise<{ publicToken: string; accountId?: string } | null> {
  const Plaid = await loadPlaid();
  return new Promise((resolve) => {
    const h = Plaid.create({
      token,
      onSuccess: (publicToken, meta) => {
        h.destroy();
        resolve({ publicToken, accountId: meta.accounts?.[0]?.id });
      },
      onExit: () => {
        h.destroy();
        resolve(null);
      },
    });
    h.open();
  });
}
