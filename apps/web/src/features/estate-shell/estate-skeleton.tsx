// What the estate page draws while the estate loads: grey shapes where the header, the tab bar and the tab's first
// cards will be, so the page has its layout at once and nothing jumps when the estate arrives.
import { Group, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

export function EstateSkeleton() {
  return (
    <Stack gap="sm" data-testid="estate-loading" aria-busy="true">
      {/* the page's one h1 until the estate's label replaces it */}
      <VisuallyHidden component="h1">Opening the estate…</VisuallyHidden>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton h={28} w="min(320px, 70%)" />
          <Skeleton h={14} w="min(240px, 55%)" />
        </Stack>
        <Skeleton h={30} w={72} />
      </Group>
      <Skeleton h={36} />
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} h={64} />
        ))}
      </SimpleGrid>
      <Skeleton h={240} />
    </Stack>
  );
}
