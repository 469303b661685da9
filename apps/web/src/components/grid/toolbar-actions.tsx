/**
 * A tab's own toolbar actions. On a laptop they sit in a row; on a phone (the grid's card layout) the first, the
 * tab's primary "Add ..." button, stays in view and the others fold into a "More actions" popover, so the toolbar
 * keeps to one line instead of wrapping over three (docs/design-system.md, Phones).
 */
import { Button, Popover, Stack } from '@mantine/core';
import { Children, Fragment, isValidElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { InActionListContext } from './selection-button.tsx';

/** The actions as a flat list: fragments opened, nothing for `false`/`null` (a condition not met). */
function flatten(node: ReactNode): ReactNode[] {
  return Children.toArray(node).flatMap((child) =>
    isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment
      ? flatten(child.props.children)
      : [child],
  );
}

export function ToolbarActions({ children, compact }: { children: ReactNode; compact: boolean }) {
  const [open, setOpen] = useState(false);
  const more = useRef<HTMLButtonElement>(null);
  const actions = flatten(children);
  // Escape closes the list and puts the focus back on More actions wherever the focus was at that moment (in the
  // list, still on the button, or nowhere while the focus trap moves in on a busy machine: a CI flake).
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      more.current?.focus();
      setOpen(false);
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [open]);
  if (!compact || actions.length <= 2) return <>{actions}</>;
  const [first, ...rest] = actions;
  return (
    <>
      {first}
      {/* The focus goes back to More actions by hand, before a chosen action runs: Mantine's own return came
          after the action's dialog had opened and pulled the focus out of it. */}
      <Popover
        opened={open}
        onChange={setOpen}
        position="bottom-start"
        shadow="md"
        trapFocus
        returnFocus={false}
        closeOnEscape={false}
      >
        <Popover.Target>
          <Button
            ref={more}
            size="xs"
            variant="default"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            data-testid="toolbar-more"
          >
            More actions
          </Button>
        </Popover.Target>
        {/* an action chosen closes the popover, the focus back on More actions; its dialog (if any) then takes
            the focus and gives it back there. One that waits for a selection keeps the list open. */}
        <Popover.Dropdown
          p="xs"
          onClickCapture={(e) => {
            // an action waiting for a selection stays in the list, showing why (SelectionButton)
            if ((e.target as Element).closest('[aria-disabled="true"]')) return;
            more.current?.focus();
            setOpen(false);
          }}
          data-testid="toolbar-more-list"
        >
          <Stack gap={6} align="stretch">
            <InActionListContext.Provider value={true}>{rest}</InActionListContext.Provider>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </>
  );
}
