export function AdminCategoriesPage() {
  return null;
}
