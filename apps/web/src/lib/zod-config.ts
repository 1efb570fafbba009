import { config } from 'zod';

/**
 * Zod builds fast object parsers with `new Function`, and probes for it when a schema is
 * created. The server's CSP has no 'unsafe-eval', so even the caught probe is reported as a
 * violation: in the browser Zod runs without JIT. main.tsx imports this FIRST, before any
 * module that builds a schema (the contracts do, as they load).
 */
config({ jitless: true });
