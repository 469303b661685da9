// Issues 4 and 5 bench, in Debian's Chromium: navigation to the rendered Assets grid of the maximum estate vs
// the same 1001 rows in a bare AG Grid page, and opening Cashflow for all assets (6000 transactions, every
// balance derived by the engine in the browser) vs the engine's recompute alone in Node.
import { readFileSync } from 'node:fs';
import { maxEstate, recompute } from '@probity/domain';
import { type Browser, chromium } from 'playwright-core';
import { pair, type Row } from './timing.ts';

// The package's exports hide its browser bundle, so read it from the workspace's node_modules.
const agGridJs = readFileSync(
  new URL('../../node_modules/ag-grid-community/dist/ag-grid-community.min.js', import.meta.url),
  'utf8',
);

const BARE_PAGE = (estateId: string) => `<!doctype html><html><body style="margin:0">
<div id="grid" style="height:760px;width:1260px"></div>
<script src="/__bench/ag-grid.js"></script>
<script>
fetch('/api/estate/${estateId}/assets').then(r => r.json()).then(({ payload }) => {
  agGrid.createGrid(document.getElementById('grid'), {
    theme: agGrid.themeQuartz, rowData: payload, getRowId: p => String(p.data.id),
    rowSelection: { mode: 'multiRow' },
    columnDefs: ['name','account','i_type','probate','loc_name','plan','val_death','val_pre','cost_basis_death','note']
      .map(field => ({ field, filter: true, editable: true })),
  });
});
</script></body></html>`;

async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export async function browserRows(base: string, cookie: string, estateId: string): Promise<Row[]> {
  const browser = await launch();
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  const [name, value] = cookie.split(';')[0].split('=');
  await context.addCookies([{ name, value, url: base }]);
  await context.route('**/__bench/bare.html', (r) =>
    r.fulfill({ contentType: 'text/html', body: BARE_PAGE(estateId) }),
  );
  await context.route('**/__bench/ag-grid.js', (r) =>
    r.fulfill({ contentType: 'text/javascript', body: agGridJs }),
  );
  const page = await context.newPage();

  // A fresh navigation each run: loading the app, the estate and drawing the grid, as a user opening the tab.
  const ours = async () => {
    await page.goto('about:blank');
    await page.goto(`/estate/${estateId}/Assets`);
    await page.locator('.ag-row[row-id="1"]').first().waitFor();
  };
  const bare = async () => {
    await page.goto('about:blank');
    await page.goto('/__bench/bare.html');
    await page.locator('.ag-row[row-id="1"]').first().waitFor();
  };
  const cashflow = async () => {
    await page.goto('about:blank');
    await page.goto(`/estate/${estateId}/Cashflow?all=1`);
    await page.locator('.ag-row').first().waitFor();
  };
  const facts = maxEstate();
  try {
    return [
      await pair(
        'Assets grid, 1001 assets (navigate to drawn rows)',
        ours,
        'bare AG Grid, same rows',
        bare,
        6,
      ),
      await pair(
        'Cashflow, all assets (navigate to drawn rows)',
        cashflow,
        'engine recompute alone',
        () => recompute(facts),
        6,
      ),
    ];
  } finally {
    await browser.close();
  }
}
