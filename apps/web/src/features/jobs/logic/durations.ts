import { formatCount } from '@/lib/format';

/** A run's length: `850 ms`, `12 s`, `2 min 5 s`, `1 h 3 min`. */
export function formatDuration(ms: number): string {
  if (ms < 1_000) return `${formatCount(Math.round(ms))} ms`;
  const seconds = Math.round(ms / 1_000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${formatCount(hours)} h ${minutes % 60} min` : `${formatCount(hours)} h`;
}

/** A job's interval: `cada 1 s`, `cada 15 min`, `cada 1 h`. */
export function formatEvery(ms: number): string {
  return `cada ${formatDuration(ms)}`;
}
