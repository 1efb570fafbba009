import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A contract's request schema as a form's resolver: the form holds the schema's output
 * (defaults applied, percentages, amounts and multipliers as text), which the schema accepts
 * again as input. Every form checks its values with the contract the server checks them with.
 * A form typed by the schema's input (`useForm<Values>`) gets a resolver of that type.
 */
export function contractResolver<S extends z.ZodType<FieldValues>, T extends FieldValues = z.output<S>>(
  schema: S,
): Resolver<T> {
  return zodResolver(schema as never) as unknown as Resolver<T>;
}
