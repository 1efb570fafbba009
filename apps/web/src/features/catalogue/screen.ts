/** Lazy route module of /admin/registry/products/general. */
export { CataloguePage as Component } from './components/catalogue-page';
