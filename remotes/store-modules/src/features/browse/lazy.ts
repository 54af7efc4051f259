import { lazyAntd } from '@mart/runtime';

// one chunk each, shared by their routes and by the home's query variants (SPEC §2)
export const CategoriesPage = lazyAntd(() => import('./CategoriesPage').then((m) => m.CategoriesPage));
export const CategoryPage = lazyAntd(() => import('./CategoryPage').then((m) => m.CategoryPage));
