// The two-editors case: the server refused a save based on an older revision (409). The user chooses to
// overwrite (force) or to reload the other person's changes.
import { Button, Group, Text } from '@mantine/core';
import { withModals } from '../../components/modals-host';

const ID = 'save-conflict';

export function openConflictDialog(
  msg: string,
  actions: { onForce: () => void; onReload: () => void },
): void {
  void withModals().then((modals) => {
    // either answer closes the dialog first
    const choose = (act: () => void) => () => {
      modals.close(ID);
      act();
    };
    modals.open({
      modalId: ID,
      title: 'This estate changed since you opened it',
      closeOnClickOutside: false,
      children: (
        <div data-testid="conflict-dialog">
          <Text size="sm" mb="lg">
            {msg}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" data-testid="conflict-reload" onClick={choose(actions.onReload)}>
              Reload
            </Button>
            <Button color="red" data-testid="conflict-force" onClick={choose(actions.onForce)}>
              Save anyway
            </Button>
          </Group>
        </div>
      ),
    });
  });
}
