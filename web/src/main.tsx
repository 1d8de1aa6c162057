import './index.css';
import { adoptStyleNonce } from './lib/csp-nonce.ts';
// Zod without eval, before any schema is built (decision 015).
import './lib/zod-jitless.ts';

// Before any library inserts a <style> element (decision 015).
adoptStyleNonce();

// React DOM is about half of the page's JavaScript. It and the app are imported apart, so that the browser
// evaluates each in its own task as its files arrive, instead of all of it in one long task that holds
// the main thread (and any tap on the page) after the first paint.
const [dom, { startApp }] = await Promise.all([import('react-dom/client'), import('./app/start.tsx')]);
await startApp(document.getElementById('root')!, dom);
