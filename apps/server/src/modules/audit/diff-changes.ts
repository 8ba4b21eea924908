import type { AuditChanges } from '../../db/schema';

/**
 * The fields among `fields` whose value in `after` differs from `before`, as
 * `{ field: { old, new } }`. A field missing from `after` (undefined) is not part of the
 * change; `undefined` is stored as null; dates and JSON values compare by content.
 */
export function diffChanges<Row extends object, Field extends keyof Row & string>(
  before: Row,
  after: Partial<Row>,
  fields: readonly Field[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (after[field] === undefined) continue;
    const oldValue = before[field] ?? null;
    const newValue = after[field] ?? null;
    if (comparable(oldValue) !== comparable(newValue)) {
      changes[field] = { old: oldValue, new: newValue };
    }
  }
  return changes;
}

function comparable(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
}
