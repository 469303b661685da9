import { z } from 'zod';

/** The 304 answer of a route that sends an ETag: no body. */
export const ZNotModified = z
  .undefined()
  .describe('Not modified (no body): the ETag sent in If-None-Match is current.');

/** If-None-Match holds this entity tag (a list, weak comparison, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}
