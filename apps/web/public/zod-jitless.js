// Zod without JIT in the browser, set before any module runs: Zod reads this object when it
// loads, and a schema built in a shared chunk (evaluated before main.tsx's body) would
// otherwise probe `new Function`, which the CSP (no 'unsafe-eval') reports as a violation.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
