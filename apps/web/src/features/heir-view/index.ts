// The heirs' side (issue 39): what a beneficiary sees of the estate, read-only.
export { HeirPage } from './heir-page';
export {
  RELEASE_STATUS,
  refreshReleases,
  releasePdfHref,
  sendRelease,
  useReleases,
} from './releases-api';
