// An estate page as the server draws it before any script has run (apps/server estates/estate-page.ts): the app's
// frame and the estate's header, banners and tab bar from its meta, with grey shapes for the tab's content. The
// same components the browser's first render then draws in its place (main.tsx waits for their code), so on a slow
// phone the page shows seconds earlier and nothing changes when the app takes over. Built by `vite build --ssr`.
import type { EstateMetaOut } from '@probity/domain';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Layout } from '../app/layout';
import { AppProviders } from '../app/providers';
import { EstateFrame, EstatePreview } from '../features/estate-shell';
import { isTabName } from '../lib/estate-routes';

/** The page's markup for `path` (/estate/{estateId}/{Tab}...), or null where the app would redirect instead. */
export function renderEstatePage(path: string, estateId: string, meta: EstateMetaOut): string | null {
  const tab = path.split('/')[3];
  if (!isTabName(tab)) return null;
  return renderToString(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Layout />}>
            <Route
              path="estate/:estateId/*"
              element={
                <EstateFrame>
                  <EstatePreview estateId={estateId} current={tab} meta={meta} summary={null} />
                </EstateFrame>
              }
            />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}
