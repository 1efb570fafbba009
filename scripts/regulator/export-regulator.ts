import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  exportRegulatorReport,
  getRegulatorManifest,
  isTwoFactorChallenge,
  signIn,
  verifyTwoFactorChallenge,
  ZRegulatorManifest,
  ZSignInAnswer,
  ZSignInResponse,
  type RegulatorManifest,
} from '@banca/contracts';

/** What the command needs: where the server is, who signs in, the filters and the folder. */
export interface RegulatorExportOptions {
  baseUrl: string;
  username: string;
  password: string;
  /** The authenticator's code, when the account signs in with a second factor. */
  code?: string | undefined;
  from: string;
  to: string;
  partnerId?: string | undefined;
  outDir: string;
}

/** The files written: the manifest first, then the report in each format. */
export interface RegulatorExportResult {
  manifest: RegulatorManifest;
  files: string[];
}

const FORMATS = ['csv', 'xlsx'] as const;

async function answerOf(response: Response): Promise<unknown> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: string } | null)?.message ?? `El servidor respondió ${response.status}.`;
    throw new Error(message);
  }
  return body;
}

async function post(baseUrl: string, route: string, body: unknown, token?: string): Promise<Response> {
  return fetch(new URL(route, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
}

/** Signs in as the user (with the second factor's code when asked) and answers the access token. */
async function tokenOf(options: RegulatorExportOptions): Promise<string> {
  const answer = ZSignInAnswer.parse(
    await answerOf(
      await post(options.baseUrl, signIn.path, { username: options.username, password: options.password }),
    ),
  );
  if (!isTwoFactorChallenge(answer)) return answer.access_token;
  if (answer.two_factor !== 'CODE' || !options.code) {
    throw new Error('La cuenta entra con verificación en dos pasos: indique el código con BANCA_CODIGO.');
  }
  const verified = await post(options.baseUrl, verifyTwoFactorChallenge.path, {
    challenge_token: answer.challenge_token,
    code: options.code,
  });
  return ZSignInResponse.parse(await answerOf(verified)).access_token;
}

/**
 * Downloads the regulator's report of a period through the API, as the signed-in administrator or
 * supervisor sees it (same scope, same figures, same audit as the screen): the manifest and the
 * CSV and XLSX files, named after the format and the period, into `outDir`.
 */
export async function exportRegulator(options: RegulatorExportOptions): Promise<RegulatorExportResult> {
  const token = await tokenOf(options);
  const filters = {
    from_date: options.from,
    to_date: options.to,
    ...(options.partnerId && { partner_id: options.partnerId }),
  };
  const manifestUrl = new URL(getRegulatorManifest.path, options.baseUrl);
  for (const [key, value] of Object.entries(filters)) manifestUrl.searchParams.set(key, value);
  const manifest = ZRegulatorManifest.parse(
    await answerOf(await fetch(manifestUrl, { headers: { authorization: `Bearer ${token}` } })),
  );
  await mkdir(options.outDir, { recursive: true });
  const stem = `regulador-v1-${manifest.partner.code}-${manifest.from_date}-${manifest.to_date}`;
  const files = [path.join(options.outDir, `${stem}.manifest.json`)];
  await writeFile(files[0]!, `${JSON.stringify(manifest, null, 2)}\n`);
  for (const format of FORMATS) {
    const response = await post(options.baseUrl, exportRegulatorReport.path, { ...filters, format }, token);
    if (!response.ok) await answerOf(response);
    const file = path.join(options.outDir, `${stem}.${format}`);
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    files.push(file);
  }
  return { manifest, files };
}
