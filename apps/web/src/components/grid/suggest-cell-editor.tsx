// A text cell editor that offers known values while still taking a new one (a location typed for the first time
// becomes a location when the edit commits). The browser's own datalist does the suggesting: no popup to manage,
// and Enter/Tab/Escape keep their grid meanings.
import type { CustomCellEditorProps } from 'ag-grid-react';
import { useEffect, useId, useRef } from 'react';

export interface SuggestEditorParams {
  suggestions: () => readonly string[];
}

export function SuggestCellEditor(props: CustomCellEditorProps & SuggestEditorParams) {
  const { value, onValueChange, eventKey, suggestions } = props;
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount; later keystrokes come through onChange.
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    el.focus();
    // Typing a character starts the edit with that character, as the grid's own text editor does.
    if (eventKey && eventKey.length === 1) onValueChange(eventKey);
    else el.select();
  }, []);
  return (
    <>
      <input
        ref={input}
        className="ag-input-field-input ag-text-field-input"
        style={{ width: '100%', height: '100%' }}
        list={listId}
        maxLength={500}
        value={value == null ? '' : String(value)}
        onChange={(e) => onValueChange(e.currentTarget.value)}
        data-testid="grid-suggest-input"
      />
      <datalist id={listId}>
        {suggestions().map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
    </>
  );
}
