import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveStatus, subscribeLive, type LiveMessage } from './live-client.ts';

// The shared stream says when it is down ('reconnecting', shown as 'Reconnecting...' by the
// views with live figures), and when an instance answers an error (the browser then gives up) it is opened
// again from the same position (?since= the last event id).
class FakeEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  private handlers = new Map<string, Array<(e: unknown) => void>>();
  constructor(public url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, h: (e: unknown) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), h]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown, lastEventId = '') {
    if (type !== 'error') this.readyState = FakeEventSource.OPEN;
    for (const h of this.handlers.get(type) ?? []) h({ data: JSON.stringify(data), lastEventId });
  }
}

describe('live client: reconnecting state and resume', () => {
  beforeAll(() => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterAll(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is reconnecting from an error until the server is ready again, and reopens itself from the last id after an error answer', async () => {
    const heard: LiveMessage[] = [];
    const stop = subscribeLive(['auction:a', 'user:me'], ['bid.placed'], (m) => heard.push(m));
    await vi.advanceTimersByTimeAsync(60);
    const first = FakeEventSource.all.at(-1)!;
    expect(first.url).toBe('/api/live?channels=auction%3Aa%2Cuser%3Ame');
    first.emit('ready', {}, '100,1=7');
    expect(liveStatus()).toBe('live');
    first.emit('bid.placed', { channel: 'auction:a', amount: 1 }, '100,0=101,1=7');
    expect(heard.map((m) => m.type)).toEqual(['bid.placed']);

    // The connection drops; the browser reconnects by itself (with Last-Event-ID).
    first.readyState = FakeEventSource.CONNECTING;
    first.emit('error', {});
    expect(liveStatus()).toBe('reconnecting');
    first.emit('ready', {}, '100,0=101,1=7');
    expect(liveStatus()).toBe('live');
    expect(heard.map((m) => m.type)).toEqual(['bid.placed', 'reconnected', 'reconnected']);

    // An instance shutting down answers 503: the browser gives up, the client opens again from the same position.
    first.readyState = FakeEventSource.CLOSED;
    first.emit('error', {});
    expect(liveStatus()).toBe('reconnecting');
    expect(FakeEventSource.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3_100);
    expect(FakeEventSource.all).toHaveLength(2);
    const second = FakeEventSource.all[1]!;
    expect(second.url).toBe(`/api/live?channels=auction%3Aa%2Cuser%3Ame&since=${encodeURIComponent('100,0=101,1=7')}`);
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    second.emit('ready', {}, '100,0=101,1=7');
    expect(liveStatus()).toBe('live');
    stop();
    await vi.advanceTimersByTimeAsync(60);
    expect(liveStatus()).toBe('connecting');
  });
});
