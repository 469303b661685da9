// County names by country and state (GET /pkg/counties.dat, cached for the session). When the file is missing
// the pickers fall back to free text, so county entry never blocks.
import type { Counties } from '@probity/domain';
import { useQuery } from '@tanstack/react-query';

async function fetchCounties(): Promise<Counties | null> {
  try {
    const res = await fetch('/pkg/counties.dat');
    if (!res.ok) return null;
    return (await res.json()) as Counties;
  } catch {
    return null;
  }
}

export function useCounties(country: string | null | undefined, state: string | null | undefined): string[] {
  const { data } = useQuery({
    queryKey: ['counties'],
    queryFn: fetchCounties,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!data || !country || !state) return [];
  return data[country.toUpperCase()]?.[state.toUpperCase()] ?? [];
}
