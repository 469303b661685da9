// The estate shell at /estate/{estateId}/{Tab}: opens the estate into the working copy, then shows the header,
// banners, the ten tabs and the current tab. Autosave, local backup and the leave warnings run while it is open.
import { useDeferredValue, useEffect, useRef } from 'react';
import { Navigate, Route, Routes, useLocation, useParams, useSearchParams } from 'react-router';
import { useEstateStore } from '../../estate';
import { estatePath, isTabName } from '../../lib/estate-routes';
import { useUser } from '../auth';
import { ImportHost } from '../bank-import';
import { FilesHost } from '../files';
import { Form706Host } from '../form706';
import { LicenceHost } from '../licence';
import { ReportHost } from '../reports';
import {
  AutosaveDialog,
  hasNewEstateBackup,
  loadEstate,
  NEW_ESTATE_ID,
  RestoreDialog,
  selectIsDirty,
  startBackupMirror,
  startNewEstate,
  useAutosave,
  useLeaveWarning,
} from '../save';
import { SharingHost } from '../sharing';
import { EstateBanners } from './banners';
import { EstateHeader } from './estate-header';
import { EstateFrame, EstateLoading } from './estate-preview';
import { LoadProblem } from './load-problems';
import { NewEstateRedirect, OauthReturn } from './special-ids';
import { TabBar } from './tab-bar';
import { TabView } from './tab-view';
import { LeaveGuard } from './use-leave-guard';

/** Redirect that keeps the query (so /estate/new?created=u lands on Tasks with created=u). */
function KeepQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

function useOpenEstate(estateId: string) {
  const { data: user } = useUser();
  useEffect(() => {
    const s = useEstateStore.getState();
    if (estateId === NEW_ESTATE_ID) {
      if (s.estateId !== NEW_ESTATE_ID) startNewEstate();
    } else if (
      s.estateId !== estateId ||
      s.status === 'error' ||
      (s.status === 'ready' && !selectIsDirty(s))
    ) {
      // Reopening an estate without unsaved edits reads it again, so changes saved elsewhere show.
      void loadEstate(estateId);
    }
  }, [estateId]);
  // Signing in (or out) retries an estate that could not be opened, for example one that needed an account.
  const userId = user?.id;
  const seenUser = useRef(userId);
  useEffect(() => {
    if (seenUser.current === userId) return;
    seenUser.current = userId;
    const s = useEstateStore.getState();
    if (s.estateId === estateId && s.status === 'error') void loadEstate(estateId);
  }, [userId, estateId]);
  useEffect(() => startBackupMirror(), []);
  useAutosave();
  useLeaveWarning();
}

function EstateShell({ estateId }: { estateId: string }) {
  useOpenEstate(estateId);
  const stored = useEstateStore((s) => (s.estateId === estateId ? s.status : 'loading'));
  // The estate arriving draws the whole tab: deferred, React draws it in slices (a store's change alone is drawn
  // in one blocking piece), and the preview stays until it is done.
  const status = useDeferredValue(stored);
  const { '*': rest = '' } = useParams();
  const first = rest.split('/')[0];
  const current = isTabName(first) ? first : null;

  return (
    <EstateFrame
      outside={
        <>
          <RestoreDialog />
          <AutosaveDialog />
          <LeaveGuard estateId={estateId} />
        </>
      }
    >
      {status === 'error' && <LoadProblem />}
      {status === 'loading' && <EstateLoading estateId={estateId} current={current} />}
      {status === 'ready' && (
        <>
          <EstateHeader />
          <EstateBanners />
          <TabBar estateId={estateId} current={current} />
          <Routes>
            <Route index element={<KeepQuery to={estatePath(estateId, 'Tasks')} />} />
            <Route
              path="Docs"
              element={<Navigate to={estatePath(estateId, 'Docs', '/Introduction/0')} replace />}
            />
            <Route path="Docs/*" element={<TabView tab="Docs" />} />
            <Route path="Tasks/:taskId" element={<TabView tab="Tasks" />} />
            <Route path=":tab" element={<TabView />} />
            <Route path="*" element={<Navigate to={estatePath(estateId, 'Tasks')} replace />} />
          </Routes>
          <Form706Host />
          <FilesHost />
          <ReportHost />
          <ImportHost />
          <SharingHost />
          <LicenceHost />
        </>
      )}
    </EstateFrame>
  );
}

export function EstatePage() {
  const { estateId = '' } = useParams();
  const [params] = useSearchParams();
  if (estateId === 'oauth') return <OauthReturn />;
  if (estateId === NEW_ESTATE_ID) {
    const started = useEstateStore.getState().estateId === NEW_ESTATE_ID;
    if (!params.has('created') && !started && !hasNewEstateBackup()) return <NewEstateRedirect />;
  }
  return <EstateShell key={estateId} estateId={estateId} />;
}

export default EstatePage;
