/** Runs a schema the same way for the server (request bodies) and the UI (forms): every field, first message each. */
import { ValidationError, type AnyObject, type InferType, type ObjectSchema } from 'yup';

export type FieldErrors = Record<string, string>;

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export function validateValues<S extends ObjectSchema<AnyObject>>(schema: S, values: unknown): Validated<InferType<S>> {
  try {
    return { ok: true, value: schema.validateSync(values, { abortEarly: false, stripUnknown: true }) as InferType<S> };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    const all = error.inner.length > 0 ? error.inner : [error];
    for (const e of all) {
      const path = e.path ?? '';
      errors[path] ??= e.message;
    }
    return { ok: false, errors };
  }
}
