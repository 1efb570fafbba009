import type { ApkInfo } from '@banca/contracts';
import { createHash } from 'node:crypto';
import { BadBinaryXml, readBinaryXml, type XmlElement } from './binary-xml';
import { NotAZip, readZipEntry } from './zip-entries';

/** Android's attribute resource ids: they identify an attribute even when its name was stripped. */
const VERSION_CODE_ID = 0x0101021b;
const VERSION_NAME_ID = 0x0101021c;
const MIN_SDK_ID = 0x0101020c;
const MANIFEST_MAX_BYTES = 4 * 1024 * 1024;

/** Why an upload is not an APK we can publish; the message is for the user. */
export class NotAnApk extends Error {}

/** Package name, version code and name, and minimum SDK, read from the APK's own manifest. */
export function analyzeApk(apk: Buffer): ApkInfo {
  let elements: XmlElement[];
  try {
    const manifest = readZipEntry(apk, 'AndroidManifest.xml', MANIFEST_MAX_BYTES);
    if (!manifest) throw new NotAnApk('El archivo es un ZIP pero no un APK: no tiene AndroidManifest.xml.');
    elements = readBinaryXml(manifest);
  } catch (error) {
    if (error instanceof NotAZip) throw new NotAnApk(`El archivo no es un APK válido: ${error.message}`);
    if (error instanceof BadBinaryXml) throw new NotAnApk(`El manifiesto del APK está dañado: ${error.message}`);
    throw error;
  }
  const manifest = elements.find((element) => element.name === 'manifest');
  if (!manifest) throw new NotAnApk('El manifiesto del APK no tiene el elemento manifest.');
  const usesSdk = elements.find((element) => element.name === 'uses-sdk');
  const packageName = attributeOf(manifest, 'package', null);
  const versionCode = attributeOf(manifest, 'versionCode', VERSION_CODE_ID);
  const versionName = attributeOf(manifest, 'versionName', VERSION_NAME_ID);
  const minSdk = usesSdk ? attributeOf(usesSdk, 'minSdkVersion', MIN_SDK_ID) : null;
  if (typeof packageName !== 'string' || !/^[A-Za-z][\w]*(\.[A-Za-z][\w]*)+$/.test(packageName))
    throw new NotAnApk('El APK no declara un nombre de paquete válido.');
  if (typeof versionCode !== 'number' || versionCode < 1)
    throw new NotAnApk('El APK no declara un versionCode válido.');
  if (typeof versionName !== 'string' || versionName.trim() === '')
    throw new NotAnApk('El APK no declara un versionName en texto.');
  return {
    package_name: packageName,
    version_code: versionCode,
    version_name: versionName.trim(),
    min_sdk: typeof minSdk === 'number' ? minSdk : null,
    size_bytes: apk.length,
    sha256: createHash('sha256').update(apk).digest('hex'),
  };
}

function attributeOf(element: XmlElement, name: string, resourceId: number | null) {
  const found = element.attributes.find(
    (attribute) => attribute.name === name || (resourceId !== null && attribute.resourceId === resourceId),
  );
  return found?.value ?? null;
}
