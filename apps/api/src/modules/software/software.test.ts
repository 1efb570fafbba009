import * as contracts from '@banca/contracts';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { pathOf } from '../../../test/paths';
import { bearer, signInAs } from '../../../test/session';
import { auditLog, notifications, terminals, terminalSoftware } from '../../db/schema';
import { buildApk } from './apk/apk-fixture';

let t: TestApp;
let admin: string;
let adminCo: string;
let taquilla: string;
beforeAll(async () => {
  t = await build();
  const tokenOf = async (user: string) => (await signInAs(t.app, user)).access_token;
  [admin, adminCo, taquilla] = [await tokenOf('admin'), await tokenOf('admin.co'), await tokenOf('taquilla')];
});
afterAll(() => t.close());

const APK = buildApk({ packageName: 'com.banca.taquilla', versionCode: 260, versionName: '2.6.0', minSdk: 24 });

/** multipart/form-data: the text fields first, then the file, as S3 wants them. */
function formBody(fields: Record<string, string>, file: Buffer, filename = 'banca.apk') {
  const boundary = `----banca${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contracts.APK_CONTENT_TYPE}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(parts.join('') + head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const analyze = (token: string, file: Buffer) => {
  const body = formBody({}, file);
  return t.app.inject({
    method: 'POST',
    url: pathOf(contracts.analyzeApk),
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};
const call = (contract: contracts.EndpointContract, token: string, payload?: object, params = {}) =>
  t.app.inject({ method: contract.method, url: pathOf(contract, params), payload, headers: bearer(token) });
const uploadWith = (form: contracts.UploadForm, file: Buffer) => {
  const body = formBody(form.fields, file);
  return t.app.inject({ method: 'POST', url: form.url, payload: body.payload, headers: body.headers });
};

/** Analyses, registers and uploads an APK; answers the registered version and its form. */
async function register(token: string, apk: Buffer, channel: contracts.SoftwareChannel = 'ESTABLE') {
  const info = (await analyze(token, apk)).json<contracts.ApkInfo>();
  const created = await call(contracts.createSoftwareVersion, token, {
    ...info,
    channel,
    notes: 'Corrige la impresión',
  });
  expect(created.statusCode).toBe(200);
  return created.json<contracts.CreateSoftwareVersionResponse>();
}

describe('analyze-apk', () => {
  it('answers what the APK’s manifest says, for the ADMIN_BANCA only', async () => {
    const answer = await analyze(admin, APK);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      package_name: 'com.banca.taquilla',
      version_code: 260,
      version_name: '2.6.0',
      min_sdk: 24,
      size_bytes: APK.length,
    });
    expect((await analyze(taquilla, APK)).statusCode).toBe(403);
  });

  it('refuses anything else by field, with a clear message', async () => {
    const answer = await analyze(admin, Buffer.from('esto no es un apk'));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([
      { field: 'file', message: 'El archivo no es un APK válido: No es un archivo ZIP.' },
    ]);
  });
});

describe('versions', () => {
  it('registers a version, takes its file through the signed form and publishes it once stored', async () => {
    const { version, upload } = await register(admin, APK);
    expect(version).toMatchObject({
      status: 'PENDIENTE',
      version_code: 260,
      channel: 'ESTABLE',
      created_by: 'Ana Administradora',
    });
    expect(upload.fields).toMatchObject({ 'Content-Type': contracts.APK_CONTENT_TYPE });
    expect(upload.fields.key).toMatch(/^software\/\d+\/[0-9a-f-]+\.apk$/);

    // Not published before the file is there.
    const early = await call(contracts.confirmSoftwareUpload, admin, undefined, { id: version.id });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('El APK todavía no llegó al almacenamiento.');

    // The form holds for its own key, type and size only.
    expect(
      (await uploadWith({ ...upload, fields: { ...upload.fields, key: 'software/1/otra.apk' } }, APK)).statusCode,
    ).toBe(403);
    expect(
      (await uploadWith({ ...upload, fields: { ...upload.fields, 'X-Signature': 'f'.repeat(64) } }, APK)).statusCode,
    ).toBe(403);
    const shorter = await uploadWith(upload, APK.subarray(0, APK.length - 1));
    expect(shorter.json().fields[0]).toEqual({
      field: 'file',
      message: 'El archivo no tiene el tamaño del APK analizado.',
    });
    expect((await uploadWith(upload, APK)).statusCode).toBe(204);

    const published = await call(contracts.confirmSoftwareUpload, admin, undefined, { id: version.id });
    expect(published.json()).toMatchObject({ id: version.id, status: 'DISPONIBLE' });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'software_version'));
    expect(audits.map((row) => row.action)).toEqual(['CREATE', 'PUBLISH']);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'SOFTWARE_VERSION'));
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((row) => row.title === 'Nueva versión 2.6.0 de las terminales')).toBe(true);

    const list = await t.app.inject({
      method: 'GET',
      url: `${pathOf(contracts.listSoftwareVersions)}?channel=ESTABLE`,
      headers: bearer(admin),
    });
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: version.id, status: 'DISPONIBLE' }] });
  });

  it('is the banca’s own: another banca neither lists nor publishes it', async () => {
    const list = await call(contracts.listSoftwareVersions, adminCo);
    expect(list.json().total).toBe(0);
    const [row] = (await call(contracts.listSoftwareVersions, admin)).json<{ data: contracts.SoftwareVersion[] }>()
      .data;
    const foreign = await call(contracts.confirmSoftwareUpload, adminCo, undefined, { id: row!.id });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses the same version twice, and bad input by field', async () => {
    const info = (await analyze(admin, APK)).json<contracts.ApkInfo>();
    const twice = await call(contracts.createSoftwareVersion, admin, { ...info, channel: 'ESTABLE' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fields).toEqual([
      { field: 'version_code', message: 'Esa versión del paquete ya está registrada.' },
    ]);
    const bad = await call(contracts.createSoftwareVersion, admin, { ...info, channel: 'NOCTURNO', sha256: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fields.map((field: { field: string }) => field.field)
        .sort(),
    ).toEqual(['channel', 'sha256']);
  });

  it('exports the list as a spreadsheet', async () => {
    const file = await call(contracts.exportSoftwareVersions, admin, { format: 'xlsx' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('the terminals’ check', () => {
  it('tells a terminal of the caller’s taquilla the newest version of its channel, records what it runs, and links the file', async () => {
    const newer = buildApk({
      packageName: 'com.banca.taquilla',
      versionCode: 270,
      versionName: '2.7.0-beta',
      minSdk: 24,
    });
    const beta = await register(admin, newer, 'PRUEBAS');
    expect((await uploadWith(beta.upload, newer)).statusCode).toBe(204);
    await call(contracts.confirmSoftwareUpload, admin, undefined, { id: beta.version.id });

    const check = (body: object) => call(contracts.getLatestSoftware, taquilla, { device_id: 'POS-VE-0001', ...body });
    const stable = await check({ version_code: 250, version_name: '2.5.0' });
    expect(stable.json()).toMatchObject({
      update_available: true,
      latest: { channel: 'ESTABLE', version_code: 260, version_name: '2.6.0' },
    });
    expect((await check({ channel: 'PRUEBAS', version_code: 260 })).json().latest.version_code).toBe(270);
    expect((await check({ version_code: 260, version_name: '2.6.0' })).json().update_available).toBe(false);

    // The taquillas list tells who is behind: POS-VE-0001 now runs the newest stable version.
    const offices = async () =>
      (await call(contracts.listTicketOffices, admin)).json<{ data: contracts.TicketOffice[] }>().data;
    const deviceOf = async (device: string) =>
      (await offices()).find((office) => office.terminal?.device_id === device);
    expect((await deviceOf('POS-VE-0001'))!.terminal!.software_behind).toBe(false);
    await call(contracts.getLatestSoftware, taquilla, {
      device_id: 'POS-VE-0001',
      version_code: 250,
      version_name: '2.5.0',
    });
    expect((await deviceOf('POS-VE-0001'))!.terminal!.software_behind).toBe(true);
    await check({ version_code: 260, version_name: '2.6.0' });
    const [terminal] = await t.database.db.select().from(terminals).where(eq(terminals.deviceId, 'POS-VE-0001'));
    expect(terminal!.softwareVersion).toBe('2.6.0');
    const [report] = await t.database.db
      .select()
      .from(terminalSoftware)
      .where(eq(terminalSoftware.terminalId, terminal!.id));
    expect(report).toMatchObject({ channel: 'ESTABLE', versionCode: 260 });

    const link = stable.json<contracts.LatestSoftwareResponse>().latest!.download_url;
    const file = await t.app.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, APK)).toBe(0);
    const forged = await t.app.inject({
      method: 'GET',
      url: link.replace(/signature=[0-9a-f]+/, `signature=${'0'.repeat(64)}`),
    });
    expect(forged.statusCode).toBe(403);
  });

  it('does not know a terminal of another taquilla, and is not for admins', async () => {
    const other = await call(contracts.getLatestSoftware, taquilla, { device_id: 'POS-VE-0003', version_code: 1 });
    expect(other.statusCode).toBe(404);
    expect(
      (await call(contracts.getLatestSoftware, admin, { device_id: 'POS-VE-0001', version_code: 1 })).statusCode,
    ).toBe(403);
    const bad = await call(contracts.getLatestSoftware, taquilla, { device_id: '', version_code: -1 });
    expect(
      bad
        .json()
        .fields.map((field: { field: string }) => field.field)
        .sort(),
    ).toEqual(['device_id', 'version_code']);
  });
});
