// Sales beside a measurement (bench/reports.mjs), in a process of its own: autocannon's CPU would
// otherwise share the measuring loop, and a call's time would include waiting behind it. Given
// the API's address, the sellers' tokens, the open occurrences and the connections, it sells
// random tickets as random sellers until told to stop, then sends autocannon's result back.
import autocannon from 'autocannon';
import { createSale } from '../packages/contracts/src/index.ts';
import { asRandomSeller, randomTicket } from './sale-setup.mjs';

// A benchmark that ends, or fails, without telling it to stop still ends it.
process.once('disconnect', () => process.exit(0));

process.once('message', ({ base, tokens, occurrences, connections }) => {
  const instance = autocannon(
    {
      url: base,
      connections,
      duration: 3600,
      requests: [
        {
          method: createSale.method,
          path: createSale.path,
          setupRequest: asRandomSeller(tokens, () => randomTicket(occurrences)),
        },
      ],
    },
    (error, result) => {
      if (error) throw error;
      process.send(result, () => process.exit(0));
    },
  );
  process.once('message', () => instance.stop());
});
