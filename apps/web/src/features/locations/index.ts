// Locations: named places shared by assets, debts and heirs, created on the fly from a picker.
export { ensureLocation, locationNames, resolveLocation, useLocationNames } from './api';
export { commitLocationEdit, locationColumn } from './location-column';
export { LocationPicker } from './location-picker';
