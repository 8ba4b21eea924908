import { loginRequestSchema } from '@toko/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '../src/lib/zod-resolver';

describe('zodResolver of the web app', () => {
  it('reports the rules without a message of their own in Indonesian', async () => {
    const resolve = zodResolver(loginRequestSchema);
    const result = await resolve(
      { email: 'a'.repeat(255), password: undefined as never },
      undefined,
      {
        fields: {},
        shouldUseNativeValidation: false,
      },
    );
    expect(result.errors.email?.message).toBe('Maksimal 254 karakter');
    expect(result.errors.password?.message).toBe('Wajib diisi');
  });

  it('has set the messages for every zod schema, not only the forms', () => {
    expect(z.string().min(3).safeParse('ab').error?.issues[0]?.message).toBe('Minimal 3 karakter');
  });
});
