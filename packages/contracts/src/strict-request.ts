/**
 * Request schemas refuse keys they do not name, at every depth: a client's typo (`stopLossPct`
 * sent as `stopLoss`) or form state spread into a body is a 400 naming the key, not a field
 * silently dropped. Applied once, by `endpoint()`, to every call's request, so the schemas keep
 * being written as plain `z.object`. An object that sets its own catchall (`.loose()`, for JSON
 * another party produces, such as a WebAuthn response) keeps it.
 */
import { z } from 'zod';

export function strictRequest<Schema extends z.ZodType>(schema: Schema): Schema {
  return strictened(schema) as Schema;
}

type Schema = z.core.$ZodType;
/** Wrappers hold one schema, `innerType`: optional, nullable, default, readonly, catch… */
const wrappers = [z.ZodOptional, z.ZodNullable, z.ZodDefault, z.ZodPrefault, z.ZodReadonly, z.ZodCatch, z.ZodNonOptional];

/** Objects inside wrappers, pipes, unions, arrays and records are made strict as well. */
function strictened(schema: Schema): Schema {
  const clone = <T extends Schema>(of: T, def: T['_zod']['def']) => z.core.clone(of, def);
  if (schema instanceof z.ZodObject) {
    const { def } = schema;
    if (def.catchall) return schema;
    const shape = Object.fromEntries(Object.entries(def.shape).map(([key, field]) => [key, strictened(field)]));
    return clone(schema, { ...def, shape, catchall: z.never() });
  }
  if (wrappers.some((wrapper) => schema instanceof wrapper)) {
    const wrapped = schema as z.ZodOptional;
    return clone(wrapped, { ...wrapped.def, innerType: strictened(wrapped.def.innerType) });
  }
  if (schema instanceof z.ZodPipe) {
    return clone(schema, { ...schema.def, in: strictened(schema.def.in), out: strictened(schema.def.out) });
  }
  if (schema instanceof z.ZodUnion) return clone(schema, { ...schema.def, options: schema.def.options.map(strictened) });
  if (schema instanceof z.ZodArray) return clone(schema, { ...schema.def, element: strictened(schema.def.element) });
  if (schema instanceof z.ZodRecord) return clone(schema, { ...schema.def, valueType: strictened(schema.def.valueType) });
  return schema;
}
