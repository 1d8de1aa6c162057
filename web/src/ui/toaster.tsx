import { Toaster as Sonner } from 'sonner';

// SPEC 9: the in-app toast shows at most one at a time.
export function Toaster() {
  return <Sonner position="top-center" visibleToasts={1} richColors closeButton />;
}
