import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TemplateValues } from './templateForm';

type Field = keyof TemplateValues;
const FIELDS: Record<string, Field> = {
  name: 'name',
  nombre: 'name',
  description: 'description',
  descripcion: 'description',
};

/**
 * The server's refusals of a template's own fields ('Ya existe una plantilla con ese nombre.'),
 * by field, so that they are shown under it; empty when the refusal is about something else.
 * A refusal without field details whose message is the taken-name one still belongs to the name:
 * the database's unique index can answer a race that way.
 */
export function templateFieldRefusals(error: unknown, takenMessage: string): Partial<Record<Field, string>> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const found: Partial<Record<Field, string>> = {};
  for (const refusal of error.errors) {
    const fields = (refusal.extensions?.fields as { field: string; message: string }[] | undefined) ?? [];
    for (const { field, message } of fields) {
      const own = Object.hasOwn(FIELDS, field) ? FIELDS[field] : undefined;
      if (own) found[own] ??= message;
    }
    if (!fields.length && refusal.message === takenMessage) found.name ??= refusal.message;
  }
  return found;
}
