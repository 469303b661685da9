// Contextual hints the user can dismiss for good.
export { HintCard } from './hint-card';
export { HINTS, type HintId } from './hints';
export { HintsButton } from './hints-button';
export { useHints } from './use-hints';
