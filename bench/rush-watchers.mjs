// Who watches the rush besides the sellers (bench/rush.mjs): managers who keep reading the sales
// dashboard, the risk board and the day's general report, each call timed; and users whose bell
// stays open (the notifications stream), opened again when the server ends it.
import { listGeneralReport, listRiskBoard, streamNotifications } from '../packages/contracts/src/index.ts';
import { getWith, openDashboard, percentile } from './dashboard-calls.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each of `tokens` keeps open the screens a manager watches in a rush: the whole sales dashboard,
 * the risk board and the general report of `today`, each read again every `everyMs` (in that
 * order), from a random moment of the first interval so they do not all read at once. `stop()`
 * answers a row per screen.
 */
export function startManagers(base, tokens, { today, everyMs }) {
  const screens = {
    'tablero de ventas (6 llamadas a la vez)': (token) => openDashboard(base, token),
    'tablero de riesgo': (token) => getWith(base, token, listRiskBoard),
    'reporte general de hoy': (token) => getWith(base, token, listGeneralReport, { from_date: today, to_date: today }),
  };
  const names = Object.keys(screens);
  const times = Object.fromEntries(names.map((name) => [name, { ms: [], failed: {} }]));
  const state = { running: true };
  const stopped = new Promise((resolve) => (state.stop = resolve));
  const pause = (ms) => Promise.race([sleep(ms), stopped]);
  const watch = async (token, name, every) => {
    await pause(Math.random() * every);
    while (state.running) {
      const started = performance.now();
      const status = await screens[name](token).catch((error) => error.cause?.code ?? error.message);
      const spent = performance.now() - started;
      if (status === 200) times[name].ms.push(spent);
      else times[name].failed[status] = (times[name].failed[status] ?? 0) + 1;
      await pause(Math.max(0, every - spent));
    }
  };
  const running = tokens.flatMap((token) => names.map((name, at) => watch(token, name, everyMs[at])));
  return {
    async stop() {
      state.running = false;
      state.stop();
      await Promise.all(running);
      return names.map((name) => {
        const { ms, failed } = times[name];
        const sorted = ms.sort((a, b) => a - b);
        return {
          pantalla: name,
          'cada s': everyMs[names.indexOf(name)] / 1000,
          lecturas: sorted.length,
          'p50 ms': percentile(sorted, 0.5),
          'p95 ms': percentile(sorted, 0.95),
          'máx ms': percentile(sorted, 1),
          fallidas:
            Object.entries(failed)
              .map(([status, n]) => `${n} × ${status}`)
              .join(', ') || 0,
        };
      });
    },
  };
}

/**
 * One open bell per token (distinct users), each kept open until stopped: a stream the server
 * ends is opened again, a refused one after a second. `stop()` answers what they saw.
 */
export function openBells(base, tokens) {
  const figures = { opened: 0, open: 0, maxOpen: 0, events: 0, firstEventMs: [], refused: {}, broken: 0 };
  const abort = new AbortController();
  const bell = async (token) => {
    while (!abort.signal.aborted) {
      const started = performance.now();
      try {
        const answer = await fetch(`${base}${streamNotifications.path}`, {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          signal: abort.signal,
        });
        if (answer.status !== 200) {
          figures.refused[answer.status] = (figures.refused[answer.status] ?? 0) + 1;
          await answer.arrayBuffer();
          await sleep(1_000);
          continue;
        }
        figures.opened++;
        figures.maxOpen = Math.max(figures.maxOpen, ++figures.open);
        let first = true;
        const decoder = new TextDecoder();
        try {
          for await (const chunk of answer.body) {
            const events = decoder.decode(chunk, { stream: true }).split('event: count').length - 1;
            if (events && first) figures.firstEventMs.push(performance.now() - started);
            first &&= !events;
            figures.events += events;
          }
        } finally {
          figures.open--;
        }
      } catch {
        if (abort.signal.aborted) break;
        figures.broken++;
        await sleep(1_000);
      }
    }
  };
  const running = tokens.map(bell);
  return {
    async stop() {
      abort.abort();
      await Promise.all(running);
      const sorted = figures.firstEventMs.sort((a, b) => a - b);
      const { firstEventMs, ...rest } = figures;
      return { ...rest, firstEventP95Ms: percentile(sorted, 0.95), firstEvents: firstEventMs.length };
    },
  };
}
