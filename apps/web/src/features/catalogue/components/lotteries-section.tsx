import type { Lottery } from '@banca/contracts';
import { useLotteriesList } from '../api/list-lotteries';
import { useDeactivateLottery } from '../api/save-lottery';
import { CatalogueImage } from './catalogue-image';
import { CatalogueSection } from './catalogue-section';
import { LotteryDialog } from './lottery-dialog';

/** Loterías: name, abbreviation, logo and status. */
export function LotteriesSection() {
  const list = useLotteriesList();
  const deactivate = useDeactivateLottery();
  return (
    <CatalogueSection<Lottery>
      label="Loterías"
      exportName="loterias"
      list={list}
      columns={[
        {
          id: 'logo',
          header: 'Logo',
          render: (row) => <CatalogueImage url={row.logo_url} alt={row.name} />,
        },
        { id: 'name', header: 'Nombre', sortable: true },
        { id: 'abbreviation', header: 'Abreviatura', sortable: true },
        { id: 'product_count', header: 'Productos', align: 'right', hideOnSmall: true },
      ]}
      newLabel="Nueva lotería"
      editor={(lottery, onClose) => <LotteryDialog lottery={lottery} onClose={onClose} />}
      deactivate={{
        title: 'Desactivar lotería',
        message: (name) => `La lotería «${name}» quedará inactiva. Sus productos y los tickets vendidos se conservan.`,
        mutation: deactivate,
      }}
    />
  );
}
