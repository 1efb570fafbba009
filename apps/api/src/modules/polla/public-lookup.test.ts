import * as c from '@banca/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { pollaTestKit } from '../../../test/kits/polla-test-kit';

// The public search of a customer's tickets (issue 29, finding 3): a cédula alone reveals nothing,
// and neither cédulas nor serials can be walked by asking many times.

const t = pollaTestKit();
const { kit } = t;
let serial = '';
let otherSerial = '';

beforeAll(async () => {
  await t.createType();
  serial = (await t.sell(['7', '8', '9'], 21)).json<c.PollaTicket>().serial;
  otherSerial = (await t.sell(['1', '2', '3'], 22)).json<c.PollaTicket>().serial;
});

const lookUp = (body: object, address: string) =>
  kit.app.inject({ method: 'POST', url: c.publicPollaTickets.path, payload: body, remoteAddress: address });
const cedulaOf = (n: number) => ({ id_type: 'V', id_number: String(10_000_000 + n) });

describe('the public search of a customer’s tickets', () => {
  it('needs the serial of one of the customer’s tickets: the cédula alone is a 400 naming the serial', async () => {
    const answer = await lookUp(cedulaOf(21), '10.29.0.1');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([{ field: 'serial', message: expect.stringMatching(/serial/i) }]);
  });

  it('answers the same 404 for a cédula that plays with another’s serial and for one that never played', async () => {
    const wrongSerial = await lookUp({ ...cedulaOf(21), serial: otherSerial }, '10.29.0.2');
    const nobody = await lookUp({ ...cedulaOf(99), serial: otherSerial }, '10.29.0.2');
    for (const answer of [wrongSerial, nobody]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(
        'No hay un ticket con ese serial y esa cédula. Revise ambos datos en su ticket.',
      );
    }
  });

  it('shows the customer’s tickets with a serial of theirs, masked and without the customer', async () => {
    const answer = await lookUp({ ...cedulaOf(21), serial }, '10.29.0.3');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual([expect.objectContaining({ serial: `******${serial.slice(-4)}` })]);
    expect(answer.body).not.toContain(serial);
    expect(answer.body).not.toContain('10000021');
  });

  it('lets one address look up a few distinct cédulas, then answers a Spanish 429', async () => {
    const address = '10.29.0.4';
    for (let n = 30; n < 30 + kit.app.config.pollaLookup.cedulasPerAddress; n += 1)
      expect((await lookUp({ ...cedulaOf(n), serial }, address)).statusCode).toBe(404);
    // The cédulas already asked are still free; a new one is not.
    expect((await lookUp({ ...cedulaOf(30), serial }, address)).statusCode).toBe(404);
    const refused = await lookUp({ ...cedulaOf(21), serial }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Ya consultó 5 cédulas distintas desde esta conexión\. Intente de nuevo en \d+ minutos?\.$/,
      ),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookUp({ ...cedulaOf(21), serial }, '10.29.0.5')).statusCode).toBe(200);
  });

  it('limits the lookups of one cédula from any address, so its serials cannot be walked', async () => {
    const target = cedulaOf(22);
    for (let i = 0; i < kit.app.config.pollaLookup.lookupsPerCedula; i += 1) {
      const guess = String(1_000_000_000 + i);
      expect((await lookUp({ ...target, serial: guess }, `10.29.1.${i}`)).statusCode).toBe(404);
    }
    const refused = await lookUp({ ...target, serial: otherSerial }, '10.29.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Esta cédula se consultó demasiadas veces\. Intente de nuevo en \d+ minutos?\.$/,
    );
  });
});
