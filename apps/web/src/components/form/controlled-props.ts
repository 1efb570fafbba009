import type { ReactNode } from 'react';
import type { UseControllerReturn, FieldValues, Path } from 'react-hook-form';

/**
 * What every input of a form takes from its controller: its id (`field-<name>` unless given),
 * its name and ref, and its error shown under it (else the input's own help).
 */
export function controlledProps<T extends FieldValues>(
  { field, fieldState }: UseControllerReturn<T, Path<T>>,
  id: string | undefined,
  helperText: ReactNode,
) {
  return {
    id: id ?? `field-${field.name}`,
    name: field.name,
    inputRef: field.ref,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? helperText,
  };
}
