import { makeKeyring, useDataKeys } from '@probity/db';

/** The data key of every test process (global setup seeds with it, each test file's app opens with it). */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');

export const useTestDataKey = (): void => useDataKeys(makeKeyring([TEST_DATA_KEY]));
