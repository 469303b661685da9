// The public guide: /Docs/{topic} (and /ca/Docs/... for Canada), for anyone. /Docs opens the
// Introduction's first page; /Docs/Heirs the heirs' guide.
import { Container } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import type { DocCountry } from './doc-content';
import { DocsArea } from './docs-area';

export function DocsPage({ country }: { country: DocCountry }) {
  const { '*': splat = '' } = useParams();
  const base = country === 'ca' ? '/ca/Docs' : '/Docs';
  const path = splat.replace(/\/+$/, '');
  if (!path) return <Navigate to={`${base}/Introduction/0`} replace />;
  if (path === 'Heirs') return <Navigate to={`${base}/Heirs/inheritance-guide`} replace />;
  return (
    <Container size="lg" py="lg" data-testid="docs-public">
      <DocsArea base={base} splat={path} country={country} inEstate={false} />
    </Container>
  );
}
