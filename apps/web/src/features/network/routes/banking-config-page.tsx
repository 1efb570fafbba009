import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { errorMessage } from '@/lib/api-error';
import { useBankingConfig } from '../api/banking-config';
import { BankingForm } from '../components/banking-form';

/** /admin/registry/banking/config: the banca's settings (its administrators only). */
export function BankingConfigPage() {
  const config = useBankingConfig();
  if (config.isPending) return <CircularProgress aria-label="Cargando la configuración" />;
  if (config.isError) return <Alert severity="error">{errorMessage(config.error)}</Alert>;
  return <BankingForm config={config.data} />;
}

export const Component = BankingConfigPage;
