// The estate shell: routes, tabs, header, load errors. Loaded lazily by the app router.

export { primeEngineBridge } from '../../estate';
export { prefetchFiles } from '../files';
export { EstatePage } from './estate-page';
export { EstateFrame, EstatePreview } from './estate-preview';
export { rememberOauthReturn } from './special-ids';
export { preloadTab } from './tab-view';
