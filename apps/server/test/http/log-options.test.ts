import { describe, expect, it } from 'vitest';
import { serializeRequest } from '../../src/http/log-options';

describe('request logging', () => {
  it('logs the path without the query string, where searches and file names live', () => {
    const logged = serializeRequest({
      method: 'GET',
      url: '/api/admin/registrations?q=3201234567890001&page=2',
      ip: '203.0.113.9',
    });
    expect(logged).toEqual({ method: 'GET', path: '/api/admin/registrations', ip: '203.0.113.9' });
    expect(JSON.stringify(logged)).not.toContain('3201234567890001');
  });

  it('never includes headers such as the session cookie', () => {
    const request = {
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: 'toko_session=secret' },
    };
    expect(JSON.stringify(serializeRequest(request))).not.toContain('secret');
  });
});
