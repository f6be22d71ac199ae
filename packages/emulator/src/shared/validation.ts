import type { z } from 'zod';
import { ControlError } from './control-error';

export type Parsed<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

/**
 * Validates with zod inside the handler (the host may have installed its own validator
 * compiler, so the emulator's routes carry no schema) and names the first bad field.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0]!;
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  const field = [...issue.path.map(String), ...keys].join('.') || '(body)';
  return { ok: false, field, message: `${field}: ${issue.message}` };
}

/** For the typed control functions: a bad input throws the same 400 the control routes send. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = parseWith(schema, input);
  if (!parsed.ok) throw new ControlError(400, parsed.message, parsed.field);
  return parsed.value;
}
