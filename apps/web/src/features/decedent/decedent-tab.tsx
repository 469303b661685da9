// The Decedent tab (Trust Info for trusts): estate meta, the person or trust, and both address groups.
import { Card, Stack, Text, Title } from '@mantine/core';
import { HintCard } from '../hints';
import { AddressFields } from './address-fields';
import { EstateMetaCard } from './estate-meta-card';
import { PersonCard } from './person-card';
import { useEstateFields } from './use-estate-fields';

export function DecedentTab() {
  const { trust, t } = useEstateFields();
  return (
    <Stack gap="lg" maw={980} data-testid="decedent-tab">
      <HintCard id="decedent" />
      <EstateMetaCard />
      <PersonCard />
      <Card withBorder radius="md" padding="lg">
        <Title order={4} mb={4}>
          {trust ? 'Where the trust is administered' : 'Residence'}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {trust
            ? `The ${t.region.toLowerCase()} and county whose laws usually govern the trust.`
            : 'Where the person lived: it usually decides where probate happens.'}
        </Text>
        <AddressFields prefix="residence_" testPrefix="dec-residence" />
      </Card>
      {!trust && (
        <Card withBorder radius="md" padding="lg">
          <Title order={4} mb={4}>
            Place of death
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            As shown on the death certificate.
          </Text>
          <AddressFields prefix="" testPrefix="dec-addr" />
        </Card>
      )}
    </Stack>
  );
}

export default DecedentTab;
