import { CategoriesManager } from '../../features/admin-site/categories-manager.tsx';

export function AdminCategoriesPage() {
  return <CategoriesManager />;
}
