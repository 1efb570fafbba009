import { exportRegulator } from './regulator/export-regulator';

/**
 * `npm run export:regulator -- --desde AAAA-MM-DD [--hasta AAAA-MM-DD] [--asociado ID] [--salida CARPETA]`:
 * the regulator's report (format regulador/v1, docs/REGULATOR_EXPORT.md) of a period, downloaded
 * from a running server as its administrator or supervisor: BANCA_URL (default
 * http://127.0.0.1:3000), BANCA_USUARIO, BANCA_CLAVE and, with two-step verification, BANCA_CODIGO.
 * Exit 0 with the files written, 1 when the server refuses, 2 on a wrong option.
 */
const FLAGS: Record<string, 'from' | 'to' | 'partnerId' | 'outDir'> = {
  '--desde': 'from',
  '--hasta': 'to',
  '--asociado': 'partnerId',
  '--salida': 'outDir',
};

function optionsOf(args: string[]) {
  const given: Partial<Record<'from' | 'to' | 'partnerId' | 'outDir', string>> = {};
  for (let i = 0; i < args.length; i += 2) {
    const key = FLAGS[args[i] ?? ''];
    const value = args[i + 1];
    if (!key || !value) throw new Error(`Opción no válida: ${args[i] ?? ''} ${value ?? ''}`.trim());
    given[key] = value;
  }
  if (!given.from || !/^\d{4}-\d{2}-\d{2}$/.test(given.from)) throw new Error('Indique --desde AAAA-MM-DD.');
  const username = process.env.BANCA_USUARIO;
  const password = process.env.BANCA_CLAVE;
  if (!username || !password) throw new Error('Defina BANCA_USUARIO y BANCA_CLAVE.');
  return {
    baseUrl: process.env.BANCA_URL ?? 'http://127.0.0.1:3000',
    username,
    password,
    code: process.env.BANCA_CODIGO,
    from: given.from,
    to: given.to ?? given.from,
    partnerId: given.partnerId,
    outDir: given.outDir ?? '.',
  };
}

async function main(): Promise<number> {
  let options;
  try {
    options = optionsOf(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  try {
    const { manifest, files } = await exportRegulator(options);
    console.log(
      `Reporte al regulador ${manifest.format}, ${manifest.partner.name}, ${manifest.from_date} a ${manifest.to_date}: ${manifest.rows} filas.`,
    );
    for (const file of files) console.log(`  ${file}`);
    return 0;
  } catch (error) {
    console.error(`No se pudo exportar: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main();
