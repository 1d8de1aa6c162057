// The admin dashboard and analytics (decision 012): what the API answers and the pages draw.

/** The periods the dashboard sums sales and sign-ups over, in days. */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** Days drawn in the dashboard's chart. */
export const DASHBOARD_CHART_DAYS = 30;

/** The viewer's offset from UTC in minutes, as the browser's Date#getTimezoneOffset gives it (UTC+2 is -120). */
export const TZ_OFFSET_LIMIT = 14 * 60;

export interface DayFigures {
  /** The viewer's calendar day, YYYY-MM-DD. */
  day: string;
  bids: number;
  sales: number;
  /** Gross merchandise value of the day's sales, whole dollars. */
  gmv: number;
  signups: number;
}

export interface DashboardData {
  liveAuctions: number;
  liveClassifieds: number;
  bidsToday: number;
  sales: { days: DashboardPeriod; count: number; gmv: number }[];
  newUsers: { days: DashboardPeriod; count: number }[];
  awaitingApproval: number;
  openReports: number;
  unhandledMessages: number;
  /** Deals in dispute, and deals whose next step is past its deadline. */
  openDisputes: number;
  overdueDeals: number;
  daily: DayFigures[];
}

/** The viewer's calendar day of an instant, YYYY-MM-DD, given their offset (Date#getTimezoneOffset). */
export function localDay(ms: number, tzOffsetMinutes: number): string {
  return new Date(ms - tzOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The last `n` calendar days of the viewer up to today, oldest first. */
export function lastDays(nowMs: number, n: number, tzOffsetMinutes: number): string[] {
  const today = Date.parse(`${localDay(nowMs, tzOffsetMinutes)}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(today - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** The instant the viewer's today began. */
export function startOfLocalDay(nowMs: number, tzOffsetMinutes: number): Date {
  return new Date(Date.parse(`${localDay(nowMs, tzOffsetMinutes)}T00:00:00Z`) + tzOffsetMinutes * 60_000);
}
