// The resolve hook of module-probe.mjs (it runs on the loader's thread).
import { appendFileSync } from 'node:fs';

const WATCHED = ['/node_modules/@opentelemetry/', '/node_modules/import-in-the-middle/'];
let file = null;

export function initialize(data) {
  file = data?.file ?? null;
}

export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (file && WATCHED.some((part) => result.url.includes(part))) appendFileSync(file, `${result.url}\n`);
  return result;
}
