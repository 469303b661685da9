// Banners above the tabs: the Sample estate, view-only access, and a new estate not yet saved.
import { Alert } from '@mantine/core';
import { MSG_NO_PERMISSION } from '@probity/domain';
import { type EstateMode, useEstateStore } from '../../estate';

/** `viewOnly` and `mode`: the page's meta while the working copy loads (estate-preview.tsx); else the working copy's. */
export function EstateBanners(props: { viewOnly?: boolean; mode?: EstateMode }) {
  const stored = useEstateStore((s) => s.mode);
  const storedViewOnly = useEstateStore((s) => s.viewOnly);
  const mode = props.mode ?? stored;
  const viewOnly = props.viewOnly ?? storedViewOnly;
  if (mode === 'sample') {
    return (
      <Alert color="blue" variant="light" data-testid="view-only-banner" py="xs">
        This is the Sample estate. Look around as much as you like; changes to it cannot be saved.
      </Alert>
    );
  }
  if (viewOnly) {
    return (
      <Alert color="gray" variant="light" data-testid="view-only-banner" py="xs">
        You have view-only access to this estate. {MSG_NO_PERMISSION}.
      </Alert>
    );
  }
  if (mode === 'new') {
    return (
      <Alert color="yellow" variant="light" data-testid="new-estate-banner" py="xs">
        This estate is not saved yet. It stays in this browser until you press Save.
      </Alert>
    );
  }
  return null;
}
