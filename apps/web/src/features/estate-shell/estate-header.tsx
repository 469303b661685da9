// The estate's header: label, who or what it is about, the date of death, the user's role, and Save/Revert.
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatDisplayDate, terms } from '@probity/domain';
import type { ReactNode } from 'react';
import { type EstateMode, useEstateStore } from '../../estate';
import { roleLabel } from '../../lib/roles';
import { TrialBadge } from '../licence';
import { SaveBar } from '../save';

export function EstateHeader() {
  const meta = useEstateStore((s) => s.work.meta);
  const dec = useEstateStore((s) => s.work.dec);
  const mode = useEstateStore((s) => s.mode);
  const role = useEstateStore((s) => s.role);
  return (
    <EstateHeaderView
      meta={meta}
      dec={dec}
      mode={mode}
      role={role}
      actions={<SaveBar />}
      status={<TrialBadge />}
    />
  );
}

/** The header as drawn from the working copy, or from GET /summary's meta while the estate loads. */
export function EstateHeaderView({
  meta,
  dec,
  mode,
  role,
  actions,
  status,
}: {
  meta: Record<string, unknown>;
  dec: Record<string, unknown>;
  mode: EstateMode;
  role: string | null;
  actions: ReactNode;
  /** Under the subtitle: the trial's days left. */
  status?: ReactNode;
}) {
  const t = terms(String(meta.country_code ?? 'us'), meta.trust === true);
  const label = String(meta.label ?? '') || (mode === 'new' ? `New ${t.estate}` : `Untitled ${t.estate}`);
  const name = String(dec.name ?? meta.name ?? '');
  const death = (dec.death_date ?? meta.death_date) as string | null;
  const roleKey = mode === 'sample' ? 'sample' : mode === 'new' ? null : role;
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" data-testid="estate-header">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Title
            order={1}
            size="h2"
            data-testid="estate-label"
            lineClamp={2}
            style={{ overflowWrap: 'anywhere' }}
          >
            {label}
          </Title>
          {roleKey && (
            <Badge
              variant="light"
              color={roleKey === 'view' || roleKey === 'sample' ? 'gray' : 'teal'}
              data-testid="estate-role"
              // the label gives way (two lines, then an ellipsis); the role stays whole
              style={{ flex: 'none', marginTop: 6 }}
            >
              {roleLabel(roleKey, meta.user_role)}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" data-testid="estate-subtitle">
          {name || (meta.trust ? 'Trust name not entered yet' : 'Name not entered yet')}
          {death
            ? ` · ${meta.trust ? 'Created' : 'Died'} ${formatDisplayDate(death)}`
            : meta.trust
              ? ''
              : ' · Awaiting death'}
        </Text>
        {status}
      </Stack>
      {actions}
    </Group>
  );
}
