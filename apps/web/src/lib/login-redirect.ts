/** Where to send someone who must sign in, keeping where they were (`next`). */
export const LOGIN_PATH = '/login';

export function loginPathFor(next: string | null | undefined): string {
  const target = safeNext(next);
  return target && target !== '/' ? `${LOGIN_PATH}?next=${encodeURIComponent(target)}` : LOGIN_PATH;
}

/**
 * A `next` is followed only when it is a path of this site: never another origin
 * (`//evil.example`, `https://…`, `/\evil`) and never the login page itself.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (next === LOGIN_PATH || next.startsWith(`${LOGIN_PATH}?`) || next.startsWith(`${LOGIN_PATH}/`)) return null;
  return next;
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}
