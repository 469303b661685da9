// Keys this app keeps in the browser's localStorage, in one place so that signing out can wipe what is private.

/** Unsaved edits of an estate (may hold personal data such as an SSN): `probity.unsaved.<estateId>`. */
export const unsavedKey = (estateId: string) => `probity.unsaved.${estateId}`;

/** Signing out on a shared computer must not leave someone's unsaved estate data behind. */
export function clearUnsavedBackups(): void {
  for (let i = localStorage.length - 1; i >= 0; i--) {
    const k = localStorage.key(i);
    if (k?.startsWith(unsavedKey(''))) localStorage.removeItem(k);
  }
}

/** The CSV columns last used for an asset's bank exports (no personal data): `probity.csv.<estateId>.<assetId>`. */
export const csvFormatKey = (estateId: string, assetId: number) => `probity.csv.${estateId}.${assetId}`;
