import { createHmac } from 'node:crypto';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Hand-made JWTs, to prove the server refuses what it did not issue as it issues. */
export function craftJwt(payload: Record<string, unknown>, secret: string, alg = 'HS256'): string {
  const head = `${b64({ alg, typ: 'JWT' })}.${b64(payload)}`;
  if (alg === 'none') return `${head}.`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
