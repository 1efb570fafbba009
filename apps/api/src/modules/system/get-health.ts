/** The process answers: liveness, with how long it has been up. */
export function getHealth() {
  return { status: 'ok' as const, uptime_s: Math.round(process.uptime()) };
}
