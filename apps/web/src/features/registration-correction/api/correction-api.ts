import { correctionViewSchema, type CorrectionSubmit, type CorrectionView } from '@toko/contracts';
import { apiRequest } from '@/lib/api-client';

/** What the link's request asks for; a link that no longer works is a `link_expired` refusal. */
export function viewCorrection(token: string): Promise<CorrectionView> {
  return apiRequest('/api/corrections/view', {
    method: 'POST',
    body: { token },
    parse: correctionViewSchema.parse,
  });
}

export async function submitCorrection(body: CorrectionSubmit): Promise<void> {
  await apiRequest('/api/corrections/submit', { method: 'POST', body });
}
