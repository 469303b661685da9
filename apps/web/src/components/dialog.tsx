// A Mantine Modal whose content carries a data-testid (Modal's own root is not a visible box, so tests could
// not wait on it).
import { Modal, type ModalProps } from '@mantine/core';

export function Dialog({ testId, children, ...props }: ModalProps & { testId: string }) {
  return (
    <Modal {...props}>
      <div data-testid={testId}>{children}</div>
    </Modal>
  );
}
