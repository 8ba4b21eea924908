import { setupAdminResponseSchema } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';

function setupAdmin() {
  return apiRequest('/api/auth/setup-admin', {
    method: 'POST',
    body: {},
    parse: setupAdminResponseSchema.parse,
  });
}

/**
 * The login page asks once on open whether the admin user is ready; errors are only logged
 * (docs/product.md, "Admin sign-in").
 */
export function useSetupAdminOnOpen() {
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    setupAdmin().then(
      ({ ready }) => {
        if (ready) toast.success(t('auth.setupAdmin.ready'));
      },
      (error: unknown) => console.warn('setup-admin failed', error),
    );
  }, []);
}
