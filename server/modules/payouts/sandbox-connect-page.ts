const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The sandbox provider's hosted Connect onboarding: what Stripe's Express onboarding asks of a
 * seller, stood in by one button, clearly test mode, returning to the profile as the real flow does.
 */
export function sandboxConnectPage(o: { accountId: string; email: string; enabled: boolean }): string {
  const id = encodeURIComponent(o.accountId);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>Test payouts setup · VehicleBid</title>
<style>
  *{box-sizing:border-box}body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a}
  .banner{background:#f59e0b;color:#1c1917;text-align:center;font-weight:700;font-size:14px;padding:10px 16px;letter-spacing:.02em}
  main{max-width:440px;margin:40px auto;padding:0 16px}
  .card{background:#fff;border:1px solid #e2e8f0;border-radius:16px;box-shadow:0 10px 30px rgba(15,23,42,.08);padding:28px}
  .badge{display:inline-block;background:#fef3c7;color:#92400e;border:1px solid #fcd34d;border-radius:999px;font-size:12px;font-weight:600;padding:3px 10px}
  h1{font-size:22px;margin:14px 0 4px}.muted{color:#64748b;font-size:14px;line-height:1.5}
  dl{margin:18px 0 0;border-top:1px solid #e2e8f0;padding-top:14px;font-size:14px;display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
  dt{color:#64748b}dd{margin:0;font-family:ui-monospace,monospace;color:#334155;overflow-wrap:anywhere}
  form{margin-top:24px}
  button{width:100%;height:46px;border-radius:10px;font-size:15px;font-weight:600;cursor:pointer;border:1px solid #d97706;background:#d97706;color:#fff}
  button:hover{background:#b45309}
  .foot{text-align:center;margin-top:16px;font-size:12px;color:#94a3b8}
</style></head>
<body>
<div class="banner" role="status">TEST MODE · Sandbox payouts · No bank account is needed</div>
<main><div class="card">
  <span class="badge">Test mode</span>
  <h1>Set up payouts</h1>
  <p class="muted">With real payments, this is where you would give your bank account and identity details. In the sandbox, one press sets up a test payout account that can receive the price of your sales.</p>
  <dl><dt>E-mail</dt><dd>${escape(o.email)}</dd><dt>Account</dt><dd>${escape(o.accountId)}</dd><dt>Status</dt><dd>${o.enabled ? 'Payouts enabled' : 'Details needed'}</dd></dl>
  <form method="post" action="/sandbox/connect/${id}/complete"><button type="submit">${o.enabled ? 'Back to your profile' : 'Complete test setup'}</button></form>
</div>
<p class="foot">Sandbox Connect onboarding · account ${escape(o.accountId)}</p></main>
</body></html>`;
}
