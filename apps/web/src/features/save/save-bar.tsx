// Save and Revert for the open estate. A new estate is saved by creating it, which needs an account: visitors
// get the account creation dialog, signed-in users name the estate first when it has no label yet. The label is
// offered as "Estate of {name}" (issue 36), so nobody starts from an empty box.
import { Badge, Button, Group } from '@mantine/core';
import { defaultEstateLabel } from '@probity/domain';
import { useNavigate, useParams } from 'react-router';
import { confirmDialog } from '../../estate';
import { openAccountCreation, useUser } from '../auth';
import { openEstateLabelDialog } from '../estates';
import { loadEstate } from './load';
import { createEstateFromWorkingCopy, reloadEstate, saveEstate } from './save-actions';
import { selectCanSave, selectIsDirty, useEstateStore } from './store';

export function SaveBar() {
  const navigate = useNavigate();
  // The bar sits outside the tab routes, so the current tab is the first segment after the estate id.
  const tab = useParams()['*']?.split('/')[0] || 'Tasks';
  const { data: user } = useUser();
  const mode = useEstateStore((s) => s.mode);
  const canSave = useEstateStore(selectCanSave);
  const dirty = useEstateStore(selectIsDirty);
  const saving = useEstateStore((s) => s.saving);
  const label = useEstateStore((s) => String(s.work.meta.label ?? ''));
  const name = useEstateStore((s) => String(s.work.dec.name || s.work.meta.name || ''));
  const trust = useEstateStore((s) => s.work.meta.trust === true);

  if (!canSave) return null;

  const createAndOpen = async (newLabel: string) => {
    useEstateStore.getState().setMeta({ label: newLabel });
    const id = await createEstateFromWorkingCopy();
    if (!id) return;
    // Start reading the saved estate now, so nothing can be typed into the unsaved copy in between.
    void loadEstate(id);
    navigate(`/estate/${id}/${tab}`, { replace: true });
  };

  const onSave = () => {
    if (mode !== 'new') {
      void saveEstate();
      return;
    }
    const nameIt = (initial: string) =>
      openEstateLabelDialog({ initial, title: 'Name this estate', onSubmit: createAndOpen });
    const offered = label.trim() || defaultEstateLabel(name, trust);
    if (!user) {
      // An existing account that signs in instead confirms the label (it must differ from its other estates).
      openAccountCreation({ label: offered, onCreated: createAndOpen, onSignedIn: nameIt });
    } else if (!label.trim()) {
      nameIt(offered);
    } else {
      void createAndOpen(label);
    }
  };

  const onRevert = async () => {
    const sure = await confirmDialog({
      title: 'Revert to the saved estate?',
      msg: 'Every change since your last save will be lost.',
      yes: 'Revert',
      no: 'Keep editing',
      danger: true,
      buttonTestIds: ['revert-confirm', 'revert-cancel'],
    });
    if (sure) void reloadEstate();
  };

  return (
    // On a phone the bar leaves the header for the foot of the screen (global.css, .save-bar), where the unsaved
    // state, Revert and Save stay whole and in reach whatever the page scrolls to.
    <Group gap="xs" wrap="nowrap" className="save-bar" data-testid="save-bar">
      {dirty && (
        <Badge variant="light" color="orange" data-testid="unsaved-badge">
          Unsaved changes
        </Badge>
      )}
      {mode === 'real' && (
        <Button
          variant="default"
          size="xs"
          disabled={!dirty || saving}
          onClick={() => void onRevert()}
          data-testid="revert-button"
        >
          Revert
        </Button>
      )}
      <Button
        size="xs"
        variant={dirty ? 'filled' : 'default'}
        loading={saving}
        disabled={mode === 'new' && !dirty}
        onClick={onSave}
        data-testid="save-button"
      >
        Save
      </Button>
    </Group>
  );
}
