import { describe, expect, it } from 'vitest';
import { eventTable, type EventHandler, type ModuleHandlers } from './lib/domain-events';
import { DOMAIN_EVENT_HANDLERS } from './domain-event-handlers';
import { awardingHandlers } from './modules/awarding';
import { cashHandlers } from './modules/cash';
import { notificationHandlers } from './modules/notifications';
import { pollaHandlers } from './modules/polla';

describe('the domain event table (ADR 053)', () => {
  it('gives every event someone who acts on it', () => {
    for (const [name, handlers] of Object.entries(DOMAIN_EVENT_HANDLERS)) {
      expect(handlers.length, name).toBeGreaterThan(0);
    }
  });

  it('runs the modules that change state before the bell', () => {
    expect(DOMAIN_EVENT_HANDLERS['result.saved']).toEqual([
      awardingHandlers['result.saved'],
      notificationHandlers['result.saved'],
    ]);
    expect(DOMAIN_EVENT_HANDLERS['draw.awarded']).toEqual([
      pollaHandlers['draw.awarded'],
      notificationHandlers['draw.awarded'],
    ]);
    expect(DOMAIN_EVENT_HANDLERS['prize.paid']).toEqual([cashHandlers['prize.paid']]);
    expect(DOMAIN_EVENT_HANDLERS['payment.decided']).toEqual([notificationHandlers['payment.decided']]);
  });

  it('keeps the order of the modules it is given, and lists an event nobody handles as empty', () => {
    const first: EventHandler<'draw.awarded'> = async () => {};
    const second: EventHandler<'draw.awarded'> = async () => {};
    const modules: ModuleHandlers[] = [{ 'draw.awarded': first }, {}, { 'draw.awarded': second }];
    const table = eventTable(modules, ['draw.awarded', 'prize.paid']);
    expect(table['draw.awarded']).toEqual([first, second]);
    expect(table['prize.paid']).toEqual([]);
  });
});
