// Estate routes: the ten tabs in order, the query parameters each tab takes, and the itemId
// preselect every tab shares. Lives outside the features so that the shell and every tab can use it.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const TABS = [
  'Docs',
  'Overview',
  'Tasks',
  'Executor',
  'Decedent',
  'Assets',
  'Debts',
  'Cashflow',
  'Heirs',
  'Distributions',
] as const;
export type TabName = (typeof TABS)[number];
export const isTabName = (s: string | undefined): s is TabName =>
  !!s && (TABS as readonly string[]).includes(s);

export const EXECUTOR_TABLES = ['Contacts', 'Executor Expenses', 'Time Log', 'Notices'] as const;
export type ExecutorTable = (typeof EXECUTOR_TABLES)[number];

export const estatePath = (estateId: string, tab: TabName = 'Tasks', rest = '') =>
  `/estate/${encodeURIComponent(estateId)}/${tab}${rest}`;

/** `?itemId=` preselects a row on any tab; selecting a row keeps the URL in step so it can be shared. */
export function useItemId(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('itemId');
  const n = raw === null ? Number.NaN : Number(raw.includes('_') ? raw.slice(raw.lastIndexOf('_') + 1) : raw);
  const itemId = Number.isInteger(n) ? n : null;
  const setItemId = useCallback(
    (id: number | null) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (id === null) next.delete('itemId');
          else next.set('itemId', String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [itemId, setItemId];
}

const flag = (p: URLSearchParams, k: string) => p.has(k) && p.get(k) !== 'false' && p.get(k) !== '0';
const int = (p: URLSearchParams, k: string) => {
  const v = p.get(k);
  return v !== null && /^-?\d+$/.test(v) ? Number(v) : null;
};

/** The query parameters of each tab (e.g. Cashflow's assetId, Distributions' heirName), parsed once. */
export function parseTabParams(tab: TabName, p: URLSearchParams) {
  switch (tab) {
    case 'Overview':
      return { service: p.get('service') };
    case 'Executor': {
      const t = p.get('table');
      return {
        table: (EXECUTOR_TABLES as readonly string[]).includes(t ?? '') ? (t as ExecutorTable) : 'Contacts',
        all: flag(p, 'all'),
      };
    }
    case 'Tasks':
      return { created: p.get('created'), countryCode: p.get('countryCode'), role: p.get('role') };
    case 'Assets':
      return { pdf: flag(p, 'pdf') };
    case 'Cashflow': {
      // ?txacts=12,14&from=... (cashflowTxactsPath): those transactions alone, named by where they were opened from
      const ids = p.get('txacts');
      return {
        import: flag(p, 'import'),
        all: flag(p, 'all'),
        assetId: int(p, 'assetId'),
        txacts: ids && /^\d+(,\d+)*$/.test(ids) ? ids.split(',').map(Number) : null,
        from: p.get('from'),
      };
    }
    case 'Distributions':
      return { heirName: p.get('heirName'), distribType: p.get('distribType') };
    default:
      return {};
  }
}

export function useTabParams(tab: TabName) {
  const [params] = useSearchParams();
  return useMemo(() => parseTabParams(tab, params), [tab, params]);
}

/**
 * Where "Notice" leads from an asset, a debt, a contact or a checklist task: the Executor tab's Notices table with
 * the draft dialog open on that item (`estate` and null: an agency), and, from a task, on its kind of institution.
 */
export const noticeDraftPath = (
  estateId: string,
  part: 'assets' | 'debts' | 'contacts' | 'estate',
  id: number | null,
  kind?: string,
) =>
  estatePath(
    estateId,
    'Executor',
    `?table=Notices&draft=${part}:${id ?? ''}${kind ? `&kind=${encodeURIComponent(kind)}` : ''}`,
  );

/** Cashflow showing only the given transactions (all accounts, every date), named by `from` (a tax worksheet's
 *  line). */
export const cashflowTxactsPath = (estateId: string, txactIds: readonly number[], from: string) =>
  estatePath(
    estateId,
    'Cashflow',
    `?txacts=${[...new Set(txactIds)].join(',')}&from=${encodeURIComponent(from)}`,
  );

/** A notice opened in the Executor tab's Notices table (from its item's Notice column). */
export const noticeOpenPath = (estateId: string, noticeId: number) =>
  estatePath(estateId, 'Executor', `?table=Notices&notice=${noticeId}`);
