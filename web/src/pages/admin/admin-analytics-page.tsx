export function AdminAnalyticsPage() {
  return null;
}
