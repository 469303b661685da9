// The facts of a state or province (GET /api/place_facts/{state}), for its page and its intro dialog.
import type { PlaceFacts } from '@probity/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api';

export const usePlaceFacts = (code: string) =>
  useQuery({
    queryKey: ['place-facts', code],
    queryFn: () => apiGet<PlaceFacts>(`/api/place_facts/${encodeURIComponent(code)}`),
    enabled: /^[A-Z]{2}$/.test(code),
  });
