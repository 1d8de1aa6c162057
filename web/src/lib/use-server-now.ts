import { useEffect, useState } from 'react';
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
