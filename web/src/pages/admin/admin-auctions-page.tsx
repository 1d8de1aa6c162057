export function AdminAuctionsPage() {
  return null;
}
