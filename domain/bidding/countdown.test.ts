import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_TICK_MS,
  URGENT_SECONDS,
  WARNING_SECONDS,
  countdownAnnouncement,
  countdownTone,
  daysLeft,
  detailCountdownStyle,
  detailCountdownTarget,
  formatCountdown,
  isEnded,
  parseTime,
  secondsLeft,
} from './countdown.ts';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('constants', () => {
  it('match SPEC 9 timing', () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    expect(URGENT_SECONDS).toBe(120);
    expect(WARNING_SECONDS).toBe(21600);
  });
});

describe('parseTime', () => {
  it('parses ISO strings, dates and numbers', () => {
    expect(parseTime('2025-06-01T12:00:00.000Z')).toBe(NOW);
    expect(parseTime('2025-06-01T14:00:00+02:00')).toBe(NOW);
    expect(parseTime(new Date(NOW))).toBe(NOW);
    expect(parseTime(NOW)).toBe(NOW);
    expect(parseTime(0)).toBe(0);
  });

  it('returns null for missing or invalid values', () => {
    expect(parseTime(null)).toBeNull();
    expect(parseTime(undefined)).toBeNull();
    expect(parseTime('')).toBeNull();
    expect(parseTime('not a date')).toBeNull();
    expect(parseTime(new Date('nope'))).toBeNull();
    expect(parseTime(Number.NaN)).toBeNull();
    expect(parseTime(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('secondsLeft', () => {
  it('floors whole seconds', () => {
    expect(secondsLeft(NOW + 10 * S, NOW)).toBe(10);
    expect(secondsLeft(NOW + 10 * S + 999, NOW)).toBe(10);
    expect(secondsLeft(NOW + 999, NOW)).toBe(0);
  });

  it('is never negative and 0 for a missing target', () => {
    expect(secondsLeft(NOW, NOW)).toBe(0);
    expect(secondsLeft(NOW - 5 * S, NOW)).toBe(0);
    expect(secondsLeft(null, NOW)).toBe(0);
    expect(secondsLeft(undefined, NOW)).toBe(0);
    expect(secondsLeft(Number.NaN, NOW)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('uses days, hours, minutes and seconds when days remain', () => {
    expect(formatCountdown(NOW + 2 * D + 3 * H + 4 * M + 5 * S, NOW)).toBe('2d 3h 4m 5s');
    expect(formatCountdown(NOW + D, NOW)).toBe('1d 0h 0m 0s');
  });

  it('drops the days when under a day', () => {
    expect(formatCountdown(NOW + 23 * H + 59 * M + 59 * S, NOW)).toBe('23h 59m 59s');
    expect(formatCountdown(NOW + H, NOW)).toBe('1h 0m 0s');
  });

  it('drops the hours when under an hour', () => {
    expect(formatCountdown(NOW + 59 * M + 59 * S, NOW)).toBe('59m 59s');
    expect(formatCountdown(NOW + M, NOW)).toBe('1m 0s');
  });

  it('shows seconds alone under a minute, floored', () => {
    expect(formatCountdown(NOW + 59 * S, NOW)).toBe('59s');
    expect(formatCountdown(NOW + 1500, NOW)).toBe('1s');
  });

  it('shows Ended at or past zero', () => {
    expect(formatCountdown(NOW, NOW)).toBe('Ended');
    expect(formatCountdown(NOW + 999, NOW)).toBe('Ended');
    expect(formatCountdown(NOW - D, NOW)).toBe('Ended');
  });

  it('shows SOLD at zero when sold, ahead of Starting soon', () => {
    expect(formatCountdown(NOW - S, NOW, { sold: true })).toBe('SOLD');
    expect(formatCountdown(NOW, NOW, { sold: true, startingSoon: true })).toBe('SOLD');
  });

  it('shows Starting soon at zero for a scheduled start', () => {
    expect(formatCountdown(NOW - S, NOW, { startingSoon: true })).toBe('Starting soon');
  });

  it('keeps counting while time remains whatever the options', () => {
    expect(formatCountdown(NOW + 5 * S, NOW, { sold: true })).toBe('5s');
    expect(formatCountdown(NOW + 5 * S, NOW, { startingSoon: true })).toBe('5s');
  });

  it('shows Invalid date for a missing or invalid target', () => {
    expect(formatCountdown(null, NOW)).toBe('Invalid date');
    expect(formatCountdown(undefined, NOW)).toBe('Invalid date');
    expect(formatCountdown(Number.NaN, NOW)).toBe('Invalid date');
    expect(formatCountdown(parseTime('garbage'), NOW, { sold: true })).toBe('Invalid date');
  });

  it('accepts a parsed ISO target', () => {
    expect(formatCountdown(parseTime('2025-06-01T12:01:30Z'), NOW)).toBe('1m 30s');
  });
});

describe('countdownTone (card badge)', () => {
  it('is ended at zero', () => {
    expect(countdownTone(0)).toBe('ended');
    expect(countdownTone(-3)).toBe('ended');
  });

  it('is red under 120 s', () => {
    expect(countdownTone(1)).toBe('red');
    expect(countdownTone(119)).toBe('red');
  });

  it('is yellow from 120 s to under 21600 s', () => {
    expect(countdownTone(120)).toBe('yellow');
    expect(countdownTone(21599)).toBe('yellow');
  });

  it('is normal from 21600 s', () => {
    expect(countdownTone(21600)).toBe('normal');
    expect(countdownTone(999999)).toBe('normal');
  });
});

describe('detailCountdownStyle', () => {
  it('is ended at zero with a red bar', () => {
    expect(detailCountdownStyle(0)).toEqual({ tone: 'ended', pulse: false, progressTone: 'red' });
    expect(detailCountdownStyle(-10)).toEqual({ tone: 'ended', pulse: false, progressTone: 'red' });
  });

  it('is red and pulsing at 120 s or less', () => {
    expect(detailCountdownStyle(1)).toEqual({ tone: 'red', pulse: true, progressTone: 'red' });
    expect(detailCountdownStyle(120)).toEqual({ tone: 'red', pulse: true, progressTone: 'red' });
  });

  it('is amber above 120 s up to 21600 s', () => {
    expect(detailCountdownStyle(121)).toEqual({ tone: 'amber', pulse: false, progressTone: 'amber' });
    expect(detailCountdownStyle(21600)).toEqual({ tone: 'amber', pulse: false, progressTone: 'amber' });
  });

  it('is normal with no bar colour above 21600 s', () => {
    expect(detailCountdownStyle(21601)).toEqual({ tone: 'normal', pulse: false, progressTone: null });
  });
});

describe('isEnded', () => {
  const future = new Date(NOW + H);
  const past = new Date(NOW - H);

  it('is ended for sold, ended and archived whatever the end time', () => {
    for (const status of ['sold', 'ended', 'archived']) {
      expect(isEnded({ status, endTime: future }, NOW)).toBe(true);
      expect(isEnded({ status, endTime: null }, NOW)).toBe(true);
    }
  });

  it('is ended for an active listing at or past its end time', () => {
    expect(isEnded({ status: 'active', endTime: past }, NOW)).toBe(true);
    expect(isEnded({ status: 'active', endTime: new Date(NOW) }, NOW)).toBe(true);
    expect(isEnded({ status: 'active', endTime: new Date(NOW - H).toISOString() }, NOW)).toBe(true);
  });

  it('is not ended for an active listing before its end time or without one', () => {
    expect(isEnded({ status: 'active', endTime: future }, NOW)).toBe(false);
    expect(isEnded({ status: 'active', endTime: new Date(NOW + 1).toISOString() }, NOW)).toBe(false);
    expect(isEnded({ status: 'active', endTime: null }, NOW)).toBe(false);
    expect(isEnded({ status: 'active', endTime: 'garbage' }, NOW)).toBe(false);
  });

  it('does not end pending or scheduled listings by end time alone', () => {
    expect(isEnded({ status: 'scheduled', endTime: past }, NOW)).toBe(false);
    expect(isEnded({ status: 'pending_approval', endTime: past }, NOW)).toBe(false);
  });
});

describe('detailCountdownTarget', () => {
  const startTime = new Date(NOW + H).toISOString();
  const endTime = new Date(NOW + 2 * H).toISOString();

  it('counts to the start time of a scheduled auction', () => {
    expect(detailCountdownTarget({ status: 'scheduled', startTime, endTime })).toEqual({
      targetMs: NOW + H,
      opts: { startingSoon: true },
    });
  });

  it('counts to the end time otherwise, SOLD when sold', () => {
    expect(detailCountdownTarget({ status: 'active', startTime, endTime })).toEqual({
      targetMs: NOW + 2 * H,
      opts: { sold: false },
    });
    expect(detailCountdownTarget({ status: 'sold', startTime, endTime: null })).toEqual({
      targetMs: null,
      opts: { sold: true },
    });
  });

  it('feeds formatCountdown', () => {
    const scheduled = detailCountdownTarget({ status: 'scheduled', startTime, endTime });
    expect(formatCountdown(scheduled.targetMs, NOW + 2 * H, scheduled.opts)).toBe('Starting soon');
    const sold = detailCountdownTarget({ status: 'sold', startTime, endTime });
    expect(formatCountdown(sold.targetMs, NOW + 3 * H, sold.opts)).toBe('SOLD');
  });
});

describe('daysLeft', () => {
  it('rounds remaining days up', () => {
    expect(daysLeft(NOW + 3 * D, NOW)).toBe(3);
    expect(daysLeft(NOW + 2 * D + 1, NOW)).toBe(3);
    expect(daysLeft(NOW + H, NOW)).toBe(1);
  });

  it('is 0 at or past the end and for a missing end', () => {
    expect(daysLeft(NOW, NOW)).toBe(0);
    expect(daysLeft(NOW - 2 * D, NOW)).toBe(0);
    expect(daysLeft(NOW - H, NOW)).toBe(0);
    expect(daysLeft(null, NOW)).toBe(0);
    expect(daysLeft(Number.NaN, NOW)).toBe(0);
  });
});

describe('countdownAnnouncement (issue 16: announced politely, not every second)', () => {
  it('says the time left in coarse words', () => {
    expect(countdownAnnouncement(NOW + 3 * D + 5 * H, NOW)).toBe('Ends in 3 days');
    expect(countdownAnnouncement(NOW + 1 * D + 1 * S, NOW)).toBe('Ends in 1 day');
    expect(countdownAnnouncement(NOW + 5 * H + 59 * M, NOW)).toBe('Ends in 5 hours');
    expect(countdownAnnouncement(NOW + 42 * M, NOW)).toBe('Ends in 45 minutes');
    expect(countdownAnnouncement(NOW + 4 * M + 10 * S, NOW)).toBe('Ends in 5 minutes');
    expect(countdownAnnouncement(NOW + 45 * S, NOW)).toBe('Ends in 1 minute');
    expect(countdownAnnouncement(NOW + 20 * S, NOW)).toBe('Ends in 30 seconds');
    expect(countdownAnnouncement(NOW + 3 * S, NOW)).toBe('Ends in 10 seconds');
    expect(countdownAnnouncement(NOW, NOW)).toBe('Auction ended');
    expect(countdownAnnouncement(NOW - S, NOW, { sold: true })).toBe('Sold');
    expect(countdownAnnouncement(NOW + 2 * H, NOW, { startingSoon: true })).toBe('Starts in 2 hours');
    expect(countdownAnnouncement(NOW - S, NOW, { startingSoon: true })).toBe('Starting soon');
    expect(countdownAnnouncement(null, NOW)).toBe('');
  });

  it('changes a few dozen times in the last two hours, never twice within 10 seconds', () => {
    const end = NOW + 2 * H;
    let last = countdownAnnouncement(end, NOW);
    let lastChange = -Infinity;
    let changes = 0;
    for (let t = NOW; t <= end; t += S) {
      const text = countdownAnnouncement(end, t);
      if (text === last) continue;
      changes++;
      expect(t - lastChange, `${last} -> ${text}`).toBeGreaterThanOrEqual(10 * S);
      last = text;
      lastChange = t;
    }
    expect(changes).toBeGreaterThan(10);
    expect(changes).toBeLessThan(40);
    expect(last).toBe('Auction ended');
  });
});
