// Its own module, without schemas: the web app's first script reads it, and must not carry zod for it.
import type { EstateMetaOut } from './estates.ts';

/**
 * An estate page the server drew (GET /estate/{id}/{Tab}) carries the meta it drew from, as JSON in the script
 * element of this id, for the web app's first render to draw the same.
 */
export const PAGE_META_ELEMENT = 'estate-page-meta';
export interface EstatePageData {
  estateId: string;
  meta: EstateMetaOut;
}
