// The estate header's trial badge: the days left of the 10-day trial, a part day counted as a day; a click opens the
// licence dialog. Shown to the owner and editors of an unlicensed estate only.
import { Badge, UnstyledButton } from '@mantine/core';
import { trialDaysLeft } from '@probity/domain';
import { licenceDialog, useEstateStore } from '../../estate';
import { useMayLicense } from './licence-host';

export function TrialBadge() {
  const may = useMayLicense();
  const trialEnds = useEstateStore((s) => s.work.meta.trial_ends as string | undefined);
  if (!may) return null;
  const left = trialDaysLeft(trialEnds ?? null, new Date()) ?? 0;
  return (
    <UnstyledButton
      onClick={() => licenceDialog.open({ expired: left === 0 })}
      aria-label="License this estate"
    >
      <Badge
        variant="outline"
        color={left <= 2 ? 'red' : 'yellow'}
        style={{ cursor: 'pointer' }}
        data-testid="trial-badge"
      >
        {left === 0 ? 'Trial ended' : `Trial: ${left} day${left === 1 ? '' : 's'} left`}
      </Badge>
    </UnstyledButton>
  );
}
