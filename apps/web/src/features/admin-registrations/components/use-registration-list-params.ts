import { registrationStatusSchema, type RegistrationStatus } from '@toko/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { registrationListQueryString, type RegistrationListParams } from '../api/get-registrations';

/** The list's search, filter and page live in the URL: back, forward and reload keep them. */
export function useRegistrationListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = registrationStatusSchema.safeParse(searchParams.get('status'));
  const params: RegistrationListParams = {
    q: searchParams.get('q') ?? '',
    status: status.success ? status.data : '',
    page: Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1),
  };
  const update = useCallback(
    (next: Partial<RegistrationListParams>) =>
      // A new search or filter starts again at page 1 (SPEC §2); each change is a history entry.
      setSearchParams((current) => {
        const parsed = registrationStatusSchema.safeParse(current.get('status'));
        return registrationListQueryString({
          q: current.get('q') ?? '',
          status: parsed.success ? parsed.data : '',
          page: 1,
          ...next,
        });
      }),
    [setSearchParams],
  );
  const setStatus = useCallback(
    (value: RegistrationStatus | '') => update({ status: value }),
    [update],
  );
  return { params, update, setStatus };
}
