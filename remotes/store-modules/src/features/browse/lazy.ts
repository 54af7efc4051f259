import { lazyPage } from '@mart/ui';

// one chunk each, shared by their routes and by the home's query variants (SPEC §2)
export const CategoriesPage = lazyPage(() => import('./CategoriesPage').then((m) => m.CategoriesPage));
export const CategoryPage = lazyPage(() => import('./CategoryPage').then((m) => m.CategoryPage));
