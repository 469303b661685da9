// Banners above the tabs: the Sample estate, view-only access, and a new estate not yet saved.
import { Alert } from '@mantine/core';
import { MSG_NO_PERMISSION } from '@probity/domain';
import { useEstateStore } from '../../estate';

/** `viewOnly`: GET /summary's answer while the working copy loads; else the working copy's. */
export function EstateBanners(props: { viewOnly?: boolean }) {
  const mode = useEstateStore((s) => s.mode);
  const stored = useEstateStore((s) => s.viewOnly);
  const viewOnly = props.viewOnly ?? stored;
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
