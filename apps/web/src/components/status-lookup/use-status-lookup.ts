import { t } from '@toko/contracts/i18n/common';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-client';

export type LookupFailure = { error: string; cause?: unknown };

/**
 * A look-up by a reference (an order number, a registration code) and a phone number: the phone
 * typed, whether the server is being asked, and what it found or why not. Both fields are
 * required (`requiredText` otherwise) before anything is asked.
 */
export function useStatusLookup<Found extends object>(
  check: (reference: string, phone: string) => Promise<Found>,
  requiredText: string,
) {
  const [phone, setPhone] = useState('');
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<Found | LookupFailure | null>(null);

  async function submit(event: FormEvent, reference: string) {
    event.preventDefault();
    if (!reference.trim() || !phone.trim()) return setResult({ error: requiredText });
    setChecking(true);
    try {
      setResult(await check(reference, phone));
    } catch (error) {
      setResult({
        error: isApiError(error) ? error.message : t('common.genericError'),
        cause: error,
      });
    } finally {
      setChecking(false);
    }
  }

  const found = result && !('error' in result) ? result : null;
  const failure = result && 'error' in result ? result : null;
  return { phone, setPhone, checking, submit, found, failure };
}
