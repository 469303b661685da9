// The Location column every inventory grid shares: free text with the estate's places offered, and a name typed
// for the first time becomes a location before the item takes it.
import type { GridColumn } from '../../components/grid';
import { useEstateStore } from '../../estate';
import { errorText } from '../../lib/api';
import { ensureLocation, locationNames } from './api';

const currentNames = () => locationNames(useEstateStore.getState().work);

export function locationColumn<T>(extra: Partial<GridColumn<T>> = {}): GridColumn<T> {
  return {
    field: 'loc_name' as GridColumn<T>['field'],
    header: 'Location',
    kind: 'text',
    editable: true,
    suggestions: currentNames,
    ...extra,
  };
}

/**
 * Commits a Location cell edit: the place is created when new, then `apply` stores the name on the item.
 * Runs asynchronously; `report` shows a refusal (or clears the message with null).
 */
export function commitLocationEdit(
  value: unknown,
  apply: (name: string) => Promise<string | null> | string | null,
  report: (msg: string | null) => void,
): void {
  ensureLocation(String(value ?? ''))
    .then(apply)
    .then(report)
    .catch((e) => report(errorText(e)));
}
