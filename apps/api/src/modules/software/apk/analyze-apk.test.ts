import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { analyzeApk, NotAnApk } from './analyze-apk';
import { buildApk, buildZip } from './apk-fixture';

const APP = { packageName: 'com.banca.taquilla', versionCode: 250, versionName: '2.5.0', minSdk: 24 };

describe('analyzeApk', () => {
  it('reads package, version code and name and minimum SDK from the binary manifest', () => {
    const apk = buildApk(APP);
    expect(analyzeApk(apk)).toEqual({
      package_name: 'com.banca.taquilla',
      version_code: 250,
      version_name: '2.5.0',
      min_sdk: 24,
      size_bytes: apk.length,
      sha256: createHash('sha256').update(apk).digest('hex'),
    });
  });

  it('finds the attributes by resource id when an obfuscator stripped their names', () => {
    expect(analyzeApk(buildApk({ ...APP, stripNames: true }))).toMatchObject({ version_code: 250, min_sdk: 24 });
  });

  it('answers no minimum SDK when the manifest has no uses-sdk', () => {
    expect(analyzeApk(buildApk({ ...APP, minSdk: undefined })).min_sdk).toBeNull();
  });

  it.each([
    [
      'a file that is no ZIP',
      Buffer.from('%PDF-1.7 no es un apk'),
      'El archivo no es un APK válido: No es un archivo ZIP.',
    ],
    [
      'a ZIP without a manifest',
      buildZip([{ name: 'hola.txt', data: Buffer.from('hola') }]),
      'El archivo es un ZIP pero no un APK: no tiene AndroidManifest.xml.',
    ],
    [
      'a manifest in plain text',
      buildZip([{ name: 'AndroidManifest.xml', data: Buffer.from('<manifest package="a.b"/>') }]),
      'El manifiesto del APK está dañado: No es XML binario de Android.',
    ],
    ['a cut file', buildApk(APP).subarray(0, 60), 'El archivo no es un APK válido: No es un archivo ZIP.'],
  ])('refuses %s with a clear message', (_name, bytes, message) => {
    expect(() => analyzeApk(bytes)).toThrow(new NotAnApk(message));
  });

  it('refuses a version name that is not text', () => {
    expect(() => analyzeApk(buildApk({ ...APP, versionName: '' }))).toThrow(
      'El APK no declara un versionName en texto.',
    );
  });
});
