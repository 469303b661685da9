// Revealing one heir's tax number: the grid shows it masked ('•••-••-6789'); this asks the server for the
// selected heir's number (written to the estate's audit trail) and shows it above the grid until closed.
import { Alert } from '@mantine/core';
import { type HeirFull, isMasked } from '@probity/domain';
import { useState } from 'react';
import { type EstateGridHandle, SelectionButton } from '../../components/grid';
import { useEstateStore } from '../../estate';
import { errorText } from '../../lib/api';
import { revealSecret } from '../../lib/reveal-secret';

interface Shown {
  name: string;
  text: string;
}

export function useHeirSecret(grid: React.RefObject<EstateGridHandle<HeirFull> | null>, taxId: string) {
  const estateId = useEstateStore((s) => s.estateId);
  const [shown, setShown] = useState<Shown | null>(null);

  const reveal = async () => {
    const heir = grid.current?.requireSelection()?.[0];
    if (!heir) return;
    const name = heir.name || 'this heir';
    try {
      // a number typed since the last save (or an heir not saved yet) is still in clear here
      const text = isMasked(heir.ssn) ? await revealSecret(estateId ?? '', heir.id) : heir.ssn;
      setShown({ name, text: text || `No ${taxId} recorded.` });
    } catch (e) {
      grid.current?.showMessage(errorText(e));
    }
  };

  const button = (
    <SelectionButton need="one" variant="default" onClick={() => void reveal()} data-testid="heir-reveal-ssn">
      Reveal {taxId}
    </SelectionButton>
  );
  const alert = shown && (
    <Alert
      color="gray"
      withCloseButton
      closeButtonLabel="Hide"
      onClose={() => setShown(null)}
      title={`${taxId} of ${shown.name}`}
      data-testid="heir-ssn-shown"
    >
      {shown.text}
    </Alert>
  );
  return { button, alert };
}
