import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type ProductRow } from '@banca/contracts';
import { ListSelectFilter } from '@/components/data-table';
import { useProductsList } from '../api/list-products';
import { useDeactivateProduct } from '../api/save-product';
import { CatalogueImage } from './catalogue-image';
import { CatalogueSection } from './catalogue-section';
import { ProductEditor } from './product-editor';

const TYPE_OPTIONS = PRODUCT_TYPES.map((type) => ({ value: type, label: PRODUCT_TYPE_LABELS[type] }));

/** Productos: each lottery's games, opened in the editor with their symbols and multipliers. */
export function ProductsSection() {
  const list = useProductsList();
  const deactivate = useDeactivateProduct();
  return (
    <CatalogueSection<ProductRow>
      label="Productos"
      exportName="productos"
      list={list}
      columns={[
        {
          id: 'image',
          header: 'Imagen',
          render: (row) => <CatalogueImage url={row.image_url} alt={row.name} />,
        },
        { id: 'name', header: 'Nombre', sortable: true },
        { id: 'lottery_name', header: 'Lotería', sortable: true },
        {
          id: 'product_type',
          header: 'Tipo',
          sortable: true,
          render: (row) => PRODUCT_TYPE_LABELS[row.product_type],
        },
        { id: 'category_name', header: 'Categoría', hideOnSmall: true },
        { id: 'symbol_count', header: 'Símbolos', align: 'right', hideOnSmall: true },
        { id: 'draw_count', header: 'Sorteos', align: 'right', hideOnSmall: true },
      ]}
      filters={<ListSelectFilter list={list} filter="product_type" label="Tipo" options={TYPE_OPTIONS} />}
      newLabel="Nuevo producto"
      editor={(product, onClose) => <ProductEditor productId={product?.id ?? null} onClose={onClose} />}
      deactivate={{
        title: 'Desactivar producto',
        message: (name) =>
          `El producto «${name}» dejará de venderse. Sus símbolos, sorteos y los tickets vendidos se conservan.`,
        mutation: deactivate,
      }}
    />
  );
}
