import { useEffect, useState } from 'react';
import { serverNow } from '../logic/server-clock';

/** The server's clock (browser clock + offset), ticking every second. */
export function useServerNow(offset: number): number {
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setLocal(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return serverNow(offset, local);
}
