// Ownership transfer (docs/api.md, Sharing, ownership and the audit trail): the owner hands the estate to an editor who
// accepted their invitation, keeping edit, view or no access; the password is checked by the server (code 105). Unsaved
// changes are saved first, after the user agrees; on success the estate is no longer theirs to manage: back home.
import { PasswordInput, Radio, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CODE_BAD_PASSWORD, MSG_BAD_PASSWORD, MSG_OWNER_CHANGED, type WorkAccess } from '@probity/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { confirmDialog } from '../../components/confirm-dialog';
import { FormDialog } from '../../components/dialog-form';
import { useEstateStore, useTerms } from '../../estate';
import { ApiError, errorText } from '../../lib/api';
import { saveEstate, selectIsDirty } from '../save';
import { fetchShares, sharesKey, transferOwner } from './sharing-api';
import { closeSharing } from './sharing-store';

export function OwnerChangeDialog() {
  const { estateId = '' } = useParams();
  const spell = useTerms().spell;
  const navigate = useNavigate();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: sharesKey(estateId), queryFn: () => fetchShares(estateId) });
  const [to, setTo] = useState<string | null>(null);
  const [keep, setKeep] = useState<string>('1');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const candidates = (list.data?.entries ?? []).filter((e) => e.done && e.access === 1);

  const submit = async () => {
    if (!to) return setError('Choose the new owner');
    if (!password) return setError('Enter your password');
    if (selectIsDirty(useEstateStore.getState())) {
      const save = await confirmDialog({
        msg: 'You have unsaved changes. Save them before you transfer ownership?',
        yes: 'Save and continue',
        no: 'Cancel',
        testId: 'owner-change-save',
      });
      if (!save || !(await saveEstate())) return;
    }
    setError(null);
    try {
      await transferOwner(estateId, {
        estate_id: estateId,
        new_owner: Number(to),
        keep_access: Number(keep) as WorkAccess,
        password,
      });
    } catch (e) {
      setError(e instanceof ApiError && e.code === CODE_BAD_PASSWORD ? MSG_BAD_PASSWORD : errorText(e));
      return;
    }
    closeSharing();
    await qc.invalidateQueries();
    notifications.show({ message: MSG_OWNER_CHANGED, color: 'teal' });
    navigate('/');
  };

  return (
    <FormDialog
      testId="owner-change"
      title="Transfer ownership"
      onClose={closeSharing}
      onSubmit={submit}
      error={error}
      submitLabel="Transfer"
      submitDisabled={!candidates.length}
    >
      {list.data && !candidates.length ? (
        <Text size="sm" data-testid="owner-change-none">
          Ownership can only go to someone with edit access who has accepted their invitation. Invite them
          with Edit access first.
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            The new owner manages the estate, its sharing and its {spell.licence}. You cannot undo this
            yourself.
          </Text>
          <Select
            label="New owner"
            placeholder="Choose"
            data={candidates.map((e) => ({
              value: String(e.id),
              label: `${e.name || e.email} (${e.email})`,
            }))}
            value={to}
            onChange={setTo}
            data-testid="owner-change-to"
          />
          <Radio.Group label="Your access afterwards" value={keep} onChange={setKeep}>
            <Stack gap={6} mt={6}>
              <Radio value="1" label="Edit" data-testid="owner-keep-1" />
              <Radio value="2" label="View Only" data-testid="owner-keep-2" />
              <Radio value="0" label="No Access" data-testid="owner-keep-0" />
            </Stack>
          </Radio.Group>
          <PasswordInput
            label="Your password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            data-testid="owner-change-password"
          />
        </Stack>
      )}
    </FormDialog>
  );
}
