// Public surface of the estate engine; each module re-exports from here.
export {};
