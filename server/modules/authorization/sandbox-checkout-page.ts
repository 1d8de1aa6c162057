import { formatUsd } from '../../../domain/shared/money.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The sandbox provider's hosted checkout page: clearly test mode, the listing and the amount. */
export function sandboxCheckoutPage(o: { sessionId: string; description: string; amountCents: number; status: string; purpose?: string }): string {
  const featured = o.purpose === 'featured_listing';
  const membership = o.purpose === 'membership';
  // A deal's held payment (the price, kept by VehicleBid until the handover).
  const deal = o.purpose === 'deal_payment';
  const amount = formatUsd(o.amountCents / 100);
  const id = encodeURIComponent(o.sessionId);
  const closed = o.status !== 'open';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>Test checkout · ${deal ? 'Vehicle payment' : membership ? 'Membership' : featured ? 'Featured listing' : 'Authorize'} ${amount}</title>
<style>
  *{box-sizing:border-box}body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a}
  .banner{background:#f59e0b;color:#1c1917;text-align:center;font-weight:700;font-size:14px;padding:10px 16px;letter-spacing:.02em}
  main{max-width:440px;margin:40px auto;padding:0 16px}
  .card{background:#fff;border:1px solid #e2e8f0;border-radius:16px;box-shadow:0 10px 30px rgba(15,23,42,.08);padding:28px}
  .badge{display:inline-block;background:#fef3c7;color:#92400e;border:1px solid #fcd34d;border-radius:999px;font-size:12px;font-weight:600;padding:3px 10px}
  h1{font-size:22px;margin:14px 0 4px}.muted{color:#64748b;font-size:14px;line-height:1.5}
  .row{display:flex;justify-content:space-between;align-items:baseline;border-top:1px solid #e2e8f0;margin-top:20px;padding-top:16px}
  .amount{font-size:28px;font-weight:800}
  .card-field{margin-top:18px;border:1px dashed #cbd5e1;border-radius:10px;padding:12px 14px;font-family:ui-monospace,monospace;color:#475569;font-size:14px}
  .actions{display:flex;gap:12px;margin-top:24px}form{flex:1}
  button{width:100%;height:46px;border-radius:10px;font-size:15px;font-weight:600;cursor:pointer;border:1px solid #cbd5e1;background:#fff;color:#0f172a}
  button.primary{background:#d97706;border-color:#d97706;color:#fff}button.primary:hover{background:#b45309}
  button:disabled{opacity:.5;cursor:not-allowed}
  .foot{text-align:center;margin-top:16px;font-size:12px;color:#94a3b8}
</style></head>
<body>
<div class="banner" role="status">TEST MODE · Sandbox payments · No real card is charged</div>
<main><div class="card">
  <span class="badge">Test mode</span>
  <h1>${deal ? 'Vehicle payment' : membership ? 'Membership plan' : featured ? 'Featured listing' : 'Bidder authorization'}</h1>
  <p class="muted">${
    deal
      ? `A payment of ${amount}, the vehicle's price. VehicleBid holds it and pays the seller once you confirm the handover, or refunds it if the deal is cancelled. It pays for:`
      : membership
        ? `A payment of ${amount} for the first month of your membership, starting today; it renews every month at this price until you cancel it. It covers:`
        : featured
          ? `A hold of ${amount} on your payment method, charged only when an admin approves your listing and released if it is not approved. It features:`
          : `A temporary hold of ${amount} on your payment method, not a charge. It covers:`
  }</p>
  <p><strong>${escape(o.description)}</strong></p>
  <div class="card-field">4242 4242 4242 4242 · 12/34 · 123 (test card)</div>
  <div class="row"><span class="muted">${deal ? 'Price' : membership ? 'Monthly price' : featured ? 'Featured listing fee' : 'Hold amount'}</span><span class="amount">${amount}</span></div>
  ${closed ? `<p class="muted">This checkout session is already ${escape(o.status)}.</p>` : ''}
  <div class="actions">
    <form method="post" action="/sandbox/checkout/${id}/cancel"><button type="submit"${closed ? ' disabled' : ''}>Cancel</button></form>
    <form method="post" action="/sandbox/checkout/${id}/authorize"><button class="primary" type="submit"${closed ? ' disabled' : ''}>${featured || membership || deal ? 'Pay' : 'Authorize'} ${formatUsd(o.amountCents / 100)}</button></form>
  </div>
</div>
<p class="foot">Sandbox checkout · session ${escape(o.sessionId)}</p></main>
</body></html>`;
}
