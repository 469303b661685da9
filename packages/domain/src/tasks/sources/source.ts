/** Where a rule of the checklist comes from: a statute or an agency page, shown as a 'Source' link. */
export interface Source {
  /** Names the statute or page, e.g. 'IRC §6075 (estate tax return due 9 months after death)'. */
  readonly label: string;
  /** An https address. */
  readonly url: string;
  /**
   * The state or province whose own law this is, for a statute the checklist cites as an example (Florida's,
   * California's, Ontario's): in an estate elsewhere it is shown as that place's example, saying so.
   */
  readonly place?: string;
}

export const source = (label: string, url: string, place?: string): Source =>
  place ? { label, url, place } : { label, url };

/**
 * The sources of one standard task by where it applies: `all` everywhere, `us` in US estates, `ca` in Canadian
 * ones, and `qc` in Quebec, where it replaces `ca` (civil law, Retraite Québec, Revenu Québec).
 */
export interface TaskSources {
  readonly all?: readonly Source[];
  readonly us?: readonly Source[];
  readonly ca?: readonly Source[];
  readonly qc?: readonly Source[];
}
