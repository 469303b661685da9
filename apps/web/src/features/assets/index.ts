// The Assets tab (loaded lazily by the estate shell), and small pieces other inventory tabs share.
export { AssetsTab } from './assets-tab';
export { MoneyInput } from './money-input';
