import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { CategoriesSection } from '../components/categories-section';
import { DrawsSection } from '../components/draws-section';
import { LotteriesSection } from '../components/lotteries-section';
import { ProductsSection } from '../components/products-section';

const SECTIONS = [
  { id: 'loterias', title: 'Loterías', Section: LotteriesSection },
  { id: 'productos', title: 'Productos', Section: ProductsSection },
  { id: 'categorias', title: 'Categorías', Section: CategoriesSection },
  { id: 'sorteos', title: 'Sorteos', Section: DrawsSection },
] as const;

/** /admin/registry/products/general: the catalogue, one section at a time (kept in the URL). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const current = SECTIONS.find((section) => section.id === params.get('seccion')) ?? SECTIONS[0];
  const { Section } = current;
  return (
    <>
      <PageHeader title="Productos" subtitle="Catálogo de loterías, productos, símbolos, multiplicadores y sorteos" />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current.id}
          onChange={(_event, id: string) => setParams({ seccion: id })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Secciones del catálogo"
        >
          {SECTIONS.map((section) => (
            <Tab
              key={section.id}
              value={section.id}
              label={section.title}
              id={`tab-${section.id}`}
              aria-controls="catalogue-panel"
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="catalogue-panel" aria-labelledby={`tab-${current.id}`}>
        <Section />
      </Box>
    </>
  );
}
