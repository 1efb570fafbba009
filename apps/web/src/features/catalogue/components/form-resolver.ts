import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The contract's request schema as the form's resolver. The form holds the schema's output
 * (defaults applied, multipliers as text), which the schema accepts as input again.
 */
export function contractResolver<S extends z.ZodType<FieldValues>>(schema: S): Resolver<z.output<S>> {
  return zodResolver(schema as never) as unknown as Resolver<z.output<S>>;
}
