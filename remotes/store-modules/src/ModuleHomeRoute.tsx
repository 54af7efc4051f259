import { lazyAntd } from '@mart/runtime';
import { CategoriesPage, CategoryPage } from './features/browse/lazy';
import { StoreModuleHome } from './features/home/StoreModuleHome';
import { homeVariant } from './features/home/home-variant';
import { useStoreModule } from './lib/module';
import { usePageSearchParams } from './lib/page-address';

// the parcel form (address search, quote, payment choice) is its own chunk: a food or shop home never needs it
const ParcelHome = lazyAntd(() => import('./features/parcel/ParcelHome').then((m) => m.ParcelHome));

/**
 * Module home: a parcel module sends parcels; every other store module shows its stores and items, or what the
 * home's query asks for (SPEC §2: a category, or all categories).
 */
export function ModuleHome() {
  const { module } = useStoreModule();
  const params = usePageSearchParams();
  const variant = homeVariant(params);
  if (module?.module_type === 'parcel') return <ParcelHome />;
  if (variant.kind === 'category') return <CategoryPage categoryId={variant.id} name={variant.name} />;
  if (variant.kind === 'allCategories') return <CategoriesPage />;
  return <StoreModuleHome />;
}
