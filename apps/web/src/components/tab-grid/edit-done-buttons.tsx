// Edit and Mark Done in the toolbar of a grid of transactions (Cashflow, Distributions): Edit opens the selected
// row, Mark Done settles the selected rows one after the other; each is disabled with its reason until
// the selection suits it (Edit: exactly one row). Test ids `<testId>-edit`, `<testId>-done`.
import { SelectionButton } from '../grid';

interface Props<T> {
  grid: { withSelection: (action: (rows: T[]) => void) => () => void };
  testId: string;
  onEdit: (row: T) => void;
  /** One row; the next waits for it (each may ask for a confirmation). */
  onDone: (row: T) => Promise<unknown>;
}

export function EditDoneButtons<T>({ grid, testId, onEdit, onDone }: Props<T>) {
  return (
    <>
      <SelectionButton
        need="one"
        onClick={grid.withSelection((r) => r[0] && onEdit(r[0]))}
        data-testid={`${testId}-edit`}
      >
        Edit
      </SelectionButton>
      <SelectionButton
        onClick={grid.withSelection(async (r) => {
          for (const x of r) await onDone(x);
        })}
        data-testid={`${testId}-done`}
      >
        Mark Done
      </SelectionButton>
    </>
  );
}
