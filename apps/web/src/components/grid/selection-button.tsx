/**
 * A toolbar action that acts on the grid's selected rows (Delete, Sell, Forgive, Edit, Mark Done...). Until the
 * selection suits it, it is drawn disabled and says why: in a tooltip on hover, on keyboard focus and on a tap,
 * and to screen readers through aria-describedby. It stays focusable (Mantine's pattern for a tooltip on a
 * disabled button: `data-disabled`, not `disabled`, which would take it out of the Tab order and its mouse
 * events away), with aria-disabled so it is announced and treated as disabled; a click then does nothing.
 *
 * The grid's toolbar (GridToolbar) provides the selection, on a laptop (the checkmark column) and on a phone (each
 * card's checkbox, the actions folded under More actions) alike, so a tab only says what its action needs.
 */
import { Button, type ButtonProps, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type GridSelection, type SelectionNeed, selectionBlock } from './selection.ts';

/** The selection of the grid whose toolbar holds the action; null outside a grid (the action is never blocked). */
export const GridSelectionContext = createContext<GridSelection | null>(null);

/** True inside a list of actions (a phone's More actions): the reason then shows above the whole list, never over
 *  the next item. */
export const InActionListContext = createContext(false);

export interface SelectionButtonProps extends Omit<ButtonProps, 'disabled'> {
  /** `one`: exactly one row (default `some`: one or more). */
  need?: SelectionNeed;
  onClick: () => void;
  children: ReactNode;
  'data-testid'?: string;
}

export function SelectionButton({
  need = 'some',
  onClick,
  children,
  size = 'xs',
  variant = 'light',
  ...rest
}: SelectionButtonProps) {
  const selection = useContext(GridSelectionContext);
  const reason = selection ? selectionBlock(need, selection) : null;
  const reasonId = useId();
  const inList = useContext(InActionListContext);
  const button = useRef<HTMLButtonElement>(null);
  // in a list, the tooltip's distance from the button: up past the items above it, clear of the list's top
  const [lift, setLift] = useState(8);
  useLayoutEffect(() => {
    if (inList && button.current) setLift(button.current.offsetTop + 12);
  }, [inList]);
  const run = (e: MouseEvent<HTMLButtonElement>) => {
    if (reason) e.preventDefault();
    else onClick();
  };
  // One tree whatever the selection, so the button keeps its focus when the selection changes.
  return (
    <>
      <Tooltip
        label={reason}
        disabled={!reason}
        events={{ hover: true, focus: true, touch: true }}
        openDelay={150}
        position={inList ? 'top-start' : 'bottom-start'}
        offset={inList ? lift : 8}
        withArrow={!inList}
        multiline
        maw={260}
        data-testid="selection-reason"
      >
        <Button
          ref={button}
          size={size}
          variant={variant}
          {...rest}
          onClick={run}
          data-disabled={reason ? true : undefined}
          aria-disabled={reason ? true : undefined}
          aria-describedby={reason ? reasonId : undefined}
        >
          {children}
        </Button>
      </Tooltip>
      {reason && <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>}
    </>
  );
}
