import { DRAW_SLOTS, WEEKDAYS, type Draw } from '@banca/contracts';
import { ListSelectFilter } from '@/components/data-table';
import { useDrawsList } from '../api/list-draws';
import { useProductsLookup } from '../api/lookups';
import { useDeactivateDraw } from '../api/save-draw';
import { CatalogueSection } from './catalogue-section';
import { DrawDialog } from './draw-dialog';

const SLOT_OPTIONS = DRAW_SLOTS.map((slot) => ({ value: String(slot.id), label: slot.name }));
const daysText = (days: readonly number[]) =>
  days.length === 7 ? 'Todos los días' : days.map((day) => WEEKDAYS[day]?.slice(0, 3)).join(', ');

/** Sorteos: each product's draws, their time, slot, order, days and closing minutes. */
export function DrawsSection() {
  const list = useDrawsList();
  const deactivate = useDeactivateDraw();
  const products = useProductsLookup();
  const productOptions = (products.data ?? []).map((product) => ({ value: String(product.id), label: product.name }));
  return (
    <CatalogueSection<Draw>
      label="Sorteos"
      exportName="sorteos"
      list={list}
      columns={[
        { id: 'draw_time', header: 'Hora', sortable: true },
        { id: 'name', header: 'Nombre', sortable: true },
        { id: 'product_name', header: 'Producto', sortable: true },
        { id: 'slot', header: 'Turno', sortable: true, render: (row) => row.slot_name },
        { id: 'display_order', header: 'Orden', sortable: true, align: 'right', hideOnSmall: true },
        {
          id: 'weekdays',
          header: 'Días',
          render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{daysText(row.weekdays)}</span>,
          hideOnSmall: true,
        },
        { id: 'close_minutes', header: 'Cierre (min)', align: 'right', hideOnSmall: true },
      ]}
      filters={
        <>
          <ListSelectFilter list={list} filter="product_id" label="Producto" options={productOptions} />
          <ListSelectFilter list={list} filter="slot" label="Turno" options={SLOT_OPTIONS} />
        </>
      }
      newLabel="Nuevo sorteo"
      editor={(draw, onClose) => <DrawDialog draw={draw} onClose={onClose} />}
      deactivate={{
        title: 'Desactivar sorteo',
        message: (name) => `El sorteo «${name}» dejará de venderse; sus resultados y tickets se conservan.`,
        mutation: deactivate,
      }}
    />
  );
}
