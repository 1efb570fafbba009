import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A contract's request schema as a form's resolver: the form holds the schema's output
 * (defaults applied, percentages, amounts and multipliers as text), which the schema accepts
 * again as input. Every form checks its values with the contract the server checks them with.
 */
export function contractResolver<S extends z.ZodType<FieldValues>>(schema: S): Resolver<z.output<S>> {
  return zodResolver(schema as never) as unknown as Resolver<z.output<S>>;
}
