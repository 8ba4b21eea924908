import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../src';
import { configureZodMessages, loginRequestSchema } from '../src';

/** Words of zod's English defaults ("Invalid input: expected string, received undefined"). */
const ENGLISH = /invalid|expected|too (small|big)|required|must|received/i;

/** Wrong in some way for any field: missing, wrong type, empty, blank, far too long, odd shape. */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  12345,
  -1,
  1.5,
  true,
  '',
  ' ',
  'abc',
  'x'.repeat(5000),
  [],
  [{}],
  {},
];

/** Every schema reachable from `schema` (wrappers, array elements, pipes, unions, shapes). */
function collectSchemas(schema: z.ZodType, found = new Set<z.ZodType>()): Set<z.ZodType> {
  if (found.has(schema)) return found;
  found.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const children = [def.innerType, def.element, def.in, def.out, def.valueType, def.keyType]
    .concat(Array.isArray(def.options) ? def.options : [])
    .concat(schema instanceof z.ZodObject ? Object.values(schema.shape) : []);
  for (const child of children) {
    if (child instanceof z.ZodType) collectSchemas(child, found);
  }
  return found;
}

const exported: [string, z.ZodType][] = Object.entries(
  contracts as Record<string, unknown>,
).flatMap(([name, value]) =>
  value instanceof z.ZodType ? [[name, value] as [string, z.ZodType]] : [],
);

function objectSchemas(): [string, z.ZodObject][] {
  const objects: [string, z.ZodObject][] = [];
  for (const [name, schema] of exported) {
    for (const reachable of collectSchemas(schema)) {
      if (reachable instanceof z.ZodObject) objects.push([name, reachable]);
    }
  }
  return objects;
}

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

beforeAll(() => configureZodMessages());

describe('zod messages', () => {
  it('recognises zod’s English defaults', () => {
    expect(ENGLISH.test('Invalid input: expected string, received undefined')).toBe(true);
    expect(ENGLISH.test('Too small: expected string to have >=1 characters')).toBe(true);
  });

  it('finds the exported object schemas to check', () => {
    expect(objectSchemas().map(([name]) => name)).toContain('loginRequestSchema');
  });

  it('says every failure of every exported schema in Indonesian', () => {
    const english: string[] = [];
    const record = (where: string, messages: string[]) => {
      for (const message of messages)
        if (ENGLISH.test(message)) english.push(`${where}: ${message}`);
    };
    for (const [name, schema] of exported) {
      for (const value of BAD_VALUES) record(name, messagesOf(schema, value));
    }
    for (const [name, schema] of objectSchemas()) {
      for (const key of Object.keys(schema.shape)) {
        for (const value of BAD_VALUES) {
          record(`${name}.${key}`, messagesOf(schema, { [key]: value }));
        }
      }
    }
    expect(english).toEqual([]);
  });

  it('keeps a schema’s own (spec) message and fills in plain Indonesian for the rest', () => {
    expect(messagesOf(loginRequestSchema, { email: ' ', password: '' })).toEqual([
      'Email atau username wajib diisi',
      'Password wajib diisi',
    ]);
    expect(messagesOf(loginRequestSchema, {})).toEqual(['Wajib diisi', 'Wajib diisi']);
    expect(messagesOf(loginRequestSchema, { email: 'a'.repeat(255), password: 'x' })).toEqual([
      'Maksimal 254 karakter',
    ]);
    expect(messagesOf(loginRequestSchema, { email: 42, password: 'x' })).toEqual([
      'Harus berupa teks',
    ]);
  });

  it('words the common rules plainly', () => {
    expect(messagesOf(z.string().min(3), 'ab')).toEqual(['Minimal 3 karakter']);
    expect(messagesOf(z.string().length(5), '123')).toEqual(['Harus tepat 5 karakter']);
    expect(messagesOf(z.number().int().min(1), 0)).toEqual(['Minimal 1']);
    expect(messagesOf(z.number().max(10), 11)).toEqual(['Maksimal 10']);
    expect(messagesOf(z.number().positive(), 0)).toEqual(['Harus lebih dari 0']);
    expect(messagesOf(z.coerce.number(), 'abc')).toEqual(['Harus berupa angka']);
    expect(messagesOf(z.array(z.string()).min(1), [])).toEqual(['Pilih minimal 1']);
    expect(messagesOf(z.enum(['bank', 'qris']), 'cash')).toEqual(['Pilihan tidak valid']);
    expect(messagesOf(z.email(), 'bukan-email')).toEqual(['Email tidak valid']);
    expect(messagesOf(z.uuid(), 'x')).toEqual(['UUID tidak valid']);
  });
});
