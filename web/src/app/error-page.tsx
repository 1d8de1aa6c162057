import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { markPageReady } from './layout/page-ready.tsx';

/** SPEC 2/8: the fallback error page. Rendered outside the layout, so it relies on nothing else working. */
export function ErrorPage() {
  const error = useRouteError();
  console.error(error);
  useEffect(markPageReady, []);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : 'An unexpected error occurred';
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
        <p className="mt-3 text-slate-600">{detail}</p>
        <div className="mt-6 flex justify-center gap-3">
          <button type="button" onClick={() => window.location.reload()} className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white">
            Reload
          </button>
          <a href="/" className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800">
            Go home
          </a>
        </div>
      </div>
    </div>
  );
}
