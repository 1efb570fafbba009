import type { Category } from '@banca/contracts';
import { useCategoriesList } from '../api/list-categories';
import { useDeactivateCategory } from '../api/save-category';
import { CatalogueSection } from './catalogue-section';
import { CategoryDialog } from './category-dialog';

/** Categorías de producto. */
export function CategoriesSection() {
  const list = useCategoriesList();
  const deactivate = useDeactivateCategory();
  return (
    <CatalogueSection<Category>
      label="Categorías"
      exportName="categorias"
      list={list}
      columns={[
        { id: 'name', header: 'Nombre', sortable: true },
        { id: 'product_count', header: 'Productos', align: 'right' },
      ]}
      newLabel="Nueva categoría"
      editor={(category, onClose) => <CategoryDialog category={category} onClose={onClose} />}
      deactivate={{
        title: 'Desactivar categoría',
        message: (name) => `La categoría «${name}» quedará inactiva; sus productos la conservan.`,
        mutation: deactivate,
      }}
    />
  );
}
