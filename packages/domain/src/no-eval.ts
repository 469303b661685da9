// Imported first by the web app (main.tsx), before any schema exists: zod compiles object parsers with
// `new Function` and probes for it when each z.object is built; the page's Content-Security-Policy allows no
// eval, and Chromium reports even the caught probe as a violation. jitless parsers are plain closures.
import { config } from 'zod';

config({ jitless: true });
