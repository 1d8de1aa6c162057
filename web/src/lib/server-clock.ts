// Countdowns run on server time (DESIGN "Data"): every API response carries x-server-time,
// from which the offset between the device clock and the server clock is kept.
let offsetMs = 0;

export function recordServerTime(serverMs: number, sentAt: number, receivedAt: number): void {
  if (!Number.isFinite(serverMs)) return;
  const midpoint = sentAt + (receivedAt - sentAt) / 2;
  offsetMs = serverMs - midpoint;
}

export function serverNow(): number {
  return Date.now() + offsetMs;
}

export function serverClockOffset(): number {
  return offsetMs;
}
