import { registrationSummarySchema, type RegistrationSummary } from '@toko/contracts';
import { apiRequest } from '@/lib/api-client';

/** A summary asked for ahead of its page: kept for that page's first ask only. */
let ahead: { id: string; summary: Promise<RegistrationSummary> } | undefined;

function fetchSummary(id: string) {
  return apiRequest(`/api/registrations/${encodeURIComponent(id)}/summary`, {
    parse: registrationSummarySchema.parse,
  });
}

/**
 * Asks for a new sign-up's summary while the success page opens, so that its round trip does not
 * wait for the navigation and the page's first render.
 */
export function askRegistrationSummaryAhead(id: string): void {
  const summary = fetchSummary(id);
  summary.catch(() => undefined);
  ahead = { id, summary };
}

/** The summary for the success page: the one asked ahead for this id, else a new request. */
export function getRegistrationSummary(id: string): Promise<RegistrationSummary> {
  const taken = ahead?.id === id ? ahead.summary : undefined;
  ahead = undefined;
  return taken ?? fetchSummary(id);
}
