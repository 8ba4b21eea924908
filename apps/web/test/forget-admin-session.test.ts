import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sessionQueryOptions } from '../src/features/admin-auth/api/get-session';
import { forgetAdminSession } from '../src/features/admin-auth/lib/forget-admin-session';

describe('forgetAdminSession', () => {
  it('drops every cached admin answer and leaves the session signed out', () => {
    const client = new QueryClient();
    const sessionKey = sessionQueryOptions().queryKey;
    client.setQueryData(sessionKey, {
      user: { id: 'u1', email: 'a@b.c', isAdmin: true, role: 'owner', twoFactorEnabled: false },
      twoFactorSetupRequired: false,
    });
    client.setQueryData(['admin', 'stats'], { totalOrders: 7 });
    client.setQueryData(['admin', 'orders', { page: 1 }], { items: [] });

    forgetAdminSession(client);

    expect(
      client
        .getQueryCache()
        .findAll()
        .map((query) => query.queryKey),
    ).toEqual([sessionKey]);
    expect(client.getQueryData(sessionKey)).toEqual({ user: null, twoFactorSetupRequired: false });
  });
});
