// The Decedent tab (Trust Info for trusts): the person or trust with both address groups, and the estate meta
// beside them.
import { Card, Grid, Stack, Text, Title } from '@mantine/core';
import { SlotFilesCard } from '../files';
import { HintCard } from '../hints';
import { AddressFields } from './address-fields';
import { CourtCard } from './court-card';
import { EstateMetaCard } from './estate-meta-card';
import { PersonCard } from './person-card';
import { useEstateFields } from './use-estate-fields';

export function DecedentTab() {
  const { trust, t } = useEstateFields();
  return (
    <Stack gap="md" data-testid="decedent-tab">
      <HintCard id="decedent" />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <PersonCard />
            <Card withBorder radius="md" padding="lg">
              <Title order={3} size="h4" mb={4}>
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
                <Title order={3} size="h4" mb={4}>
                  Place of death
                </Title>
                <Text size="sm" c="dimmed" mb="md">
                  As shown on the death certificate.
                </Text>
                <AddressFields prefix="" testPrefix="dec-addr" />
              </Card>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <EstateMetaCard />
            <CourtCard />
            <SlotFilesCard />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export default DecedentTab;
