/** What an audit entry changed, field by field, as JSON text staff can read side by side. */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Nothing (a creation's before, a removal's after) is no fields; a plain value is one, `value`. */
function asFields(value: unknown): Record<string, unknown> {
  if (isRecord(value)) return value;
  return value === null || value === undefined ? {} : { value };
}

export interface FieldChange {
  field: string;
  /** The field's value as JSON, or null when the field is absent on that side. */
  before: string | null;
  after: string | null;
  changed: boolean;
}

const json = (fields: Record<string, unknown>, name: string) =>
  Object.hasOwn(fields, name) ? JSON.stringify(fields[name]) : null;

/** Every top-level field of either side, in first-seen order, marking the ones that differ. */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const left = asFields(before);
  const right = asFields(after);
  const names = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return names.map((field) => {
    const was = json(left, field);
    const now = json(right, field);
    return { field, before: was, after: now, changed: was !== now };
  });
}
