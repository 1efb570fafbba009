import Typography from '@mui/material/Typography';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { PartnerField } from '@/features/registry-common';

/**
 * Whose network a block or a suspension reaches: the partner picker (empty: the user's whole
 * network) and, below it, what leaving it empty means.
 */
export function PartnerScopeField<T extends FieldValues>({
  control,
  name,
  id,
  hint,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  hint: string;
}) {
  return (
    <>
      <PartnerField control={control} name={name} id={id} />
      <Typography variant="caption" color="text.secondary">
        {hint}
      </Typography>
    </>
  );
}
