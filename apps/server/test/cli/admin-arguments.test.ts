import { describe, expect, it } from 'vitest';
import { parseAdminArguments } from '../../src/cli/admin-arguments';
import { UsageError } from '../../src/cli/run-cli';

describe('parseAdminArguments', () => {
  it('reads each command, with the email trimmed and lowercased', () => {
    expect(parseAdminArguments(['list'])).toEqual({ name: 'list' });
    expect(parseAdminArguments(['add', ' Owner@Example.COM '])).toEqual({
      name: 'add',
      email: 'owner@example.com',
    });
    expect(parseAdminArguments(['disable', 'admin@localhost'])).toEqual({
      name: 'disable',
      email: 'admin@localhost',
    });
    expect(parseAdminArguments(['add', 'a@b.co', '--role', 'sales'])).toEqual({
      name: 'add',
      email: 'a@b.co',
      role: 'sales',
    });
    expect(parseAdminArguments(['add', '--role', 'viewer', 'a@b.co'])).toEqual({
      name: 'add',
      email: 'a@b.co',
      role: 'viewer',
    });
    expect(parseAdminArguments(['set-role', 'A@b.co', 'verifier'])).toEqual({
      name: 'set-role',
      email: 'a@b.co',
      role: 'verifier',
    });
    expect(parseAdminArguments(['reset-password', 'a@b.co'])).toEqual({
      name: 'reset-password',
      email: 'a@b.co',
    });
  });

  it('shows the help without a command', () => {
    expect(parseAdminArguments([])).toEqual({ name: 'help' });
    expect(parseAdminArguments(['--help'])).toEqual({ name: 'help' });
  });

  it.each([
    [['remove', 'a@b.co'], 'unknown command "remove"'],
    [['list', 'extra'], 'list takes no arguments'],
    [['add'], 'add takes one EMAIL'],
    [['disable', 'a@b.co', 'c@d.co'], 'disable takes one EMAIL'],
    [['add', 'not-an-email'], '"not-an-email" is not an email address'],
    // The generated admin can be disabled, never added: it is for the first start only.
    [['add', 'admin@localhost'], '"admin@localhost" is not an email address'],
    [
      ['add', 'a@b.co', '--role', 'admin'],
      'unknown role "admin": use one of owner, verifier, sales, viewer',
    ],
    [['add', 'a@b.co', '--role'], '--role takes a ROLE: one of owner, verifier, sales, viewer'],
    [['set-role', 'a@b.co'], 'set-role takes EMAIL and ROLE'],
    [
      ['set-role', 'a@b.co', 'boss'],
      'unknown role "boss": use one of owner, verifier, sales, viewer',
    ],
  ])('refuses %j', (argv, message) => {
    expect(() => parseAdminArguments(argv)).toThrow(new UsageError(message));
  });
});
