import { useEffect, useRef, useState } from 'react';
import { serverNow } from './server-clock.ts';

// One shared 1-second ticker (SPEC 9: countdown tick 1 s) on server time for every countdown on screen.
const subscribers = new Set<(now: number) => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function start() {
  timer ??= setInterval(() => {
    const now = serverNow();
    for (const s of subscribers) s(now);
  }, 1000);
}

export function useServerNow(): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    subscribers.add(setNow);
    start();
    return () => {
      subscribers.delete(setNow);
      if (subscribers.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
      }
    };
  }, []);
  return now;
}

/**
 * A value derived from server time (whether an auction has ended, the days left), re-rendering only when
 * it changes, not every second: the cards of a page stay still while their countdown badges tick.
 */
export function useServerTimeValue<T extends string | number | boolean>(derive: (now: number) => T): T {
  const [value, setValue] = useState(() => derive(serverNow()));
  const deriveRef = useRef(derive);
  deriveRef.current = derive;
  useEffect(() => {
    const update = (now: number) => setValue(deriveRef.current(now));
    update(serverNow());
    subscribers.add(update);
    start();
    return () => {
      subscribers.delete(update);
      if (subscribers.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
      }
    };
  }, []);
  return value;
}
