import Button from '@mui/material/Button';
import { toast } from '@/components/toast';
import { useRequestExternalResults } from '@/features/results';

/** What the provider came to, in one line for the toast. */
export function providerSummary(saved: number, skipped: number): string {
  const savedText = saved === 1 ? 'Se guardó 1 resultado' : `Se guardaron ${saved} resultados`;
  return skipped ? `${savedText}; ${skipped} sorteos quedaron sin cambios.` : `${savedText}.`;
}

/** "Consultar proveedor": asks the results provider for the day's missing results. */
export function ProviderButton({ date }: { date: string }) {
  const request = useRequestExternalResults();
  const ask = async () => {
    try {
      const answer = await request.mutateAsync({ date });
      toast.success(providerSummary(answer.saved.length, answer.skipped.length));
    } catch {
      // The global policy shows the error toast.
    }
  };
  return (
    <Button variant="outlined" disabled={request.isPending} onClick={() => void ask()}>
      Consultar proveedor
    </Button>
  );
}
