import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A small but real APK for tests: a ZIP whose AndroidManifest.xml is Android binary XML (string
 * pool, resource map, elements), as aapt writes it, beside a stand-in classes.dex.
 */
export interface ApkFixture {
  packageName: string;
  versionCode: number;
  versionName: string;
  minSdk?: number;
  /** Names stripped as obfuscators do: the attributes are found by resource id. */
  stripNames?: boolean;
}

const ANDROID_NS = 'http://schemas.android.com/apk/res/android';
const NO_INDEX = 0xffffffff;

export function buildApk(fixture: ApkFixture): Buffer {
  return buildZip([
    { name: 'AndroidManifest.xml', data: buildManifest(fixture) },
    { name: 'classes.dex', data: Buffer.from('dex\n035\0') },
  ]);
}

function buildManifest({ packageName, versionCode, versionName, minSdk, stripNames }: ApkFixture): Buffer {
  const named = (name: string) => (stripNames ? '' : name);
  // The first three names line up with the resource map, as aapt orders them.
  const strings = [
    named('versionCode'),
    named('versionName'),
    named('minSdkVersion'),
    'package',
    'manifest',
    'uses-sdk',
    ANDROID_NS,
    packageName,
    versionName,
  ];
  const index = (text: string, from = 0) => strings.indexOf(text, from);
  const ns = index(ANDROID_NS);
  const elements = [
    startElement(index('manifest'), [
      { ns, name: 0, type: 0x10, data: versionCode },
      { ns, name: 1, type: 0x03, data: index(versionName, 8), raw: index(versionName, 8) },
      { ns: NO_INDEX, name: index('package'), type: 0x03, data: index(packageName), raw: index(packageName) },
    ]),
    ...(minSdk
      ? [startElement(index('uses-sdk'), [{ ns, name: 2, type: 0x10, data: minSdk }]), endElement(index('uses-sdk'))]
      : []),
    endElement(index('manifest')),
  ];
  const body = Buffer.concat([stringPool(strings), resourceMap([0x0101021b, 0x0101021c, 0x0101020c]), ...elements]);
  return Buffer.concat([chunkHeader(0x0003, 8, 8 + body.length), body]);
}

function chunkHeader(type: number, headerSize: number, size: number): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt16LE(type, 0);
  header.writeUInt16LE(headerSize, 2);
  header.writeUInt32LE(size, 4);
  return header;
}

function stringPool(strings: string[]): Buffer {
  const encoded = strings.map((text) => {
    const bytes = Buffer.alloc(2 + text.length * 2 + 2);
    bytes.writeUInt16LE(text.length, 0);
    bytes.write(text, 2, 'utf16le');
    return bytes;
  });
  const offsets = Buffer.alloc(strings.length * 4);
  let offset = 0;
  encoded.forEach((bytes, i) => {
    offsets.writeUInt32LE(offset, i * 4);
    offset += bytes.length;
  });
  let data = Buffer.concat(encoded);
  if (data.length % 4) data = Buffer.concat([data, Buffer.alloc(4 - (data.length % 4))]);
  const headerSize = 28;
  const header = Buffer.alloc(headerSize);
  chunkHeader(0x0001, headerSize, headerSize + offsets.length + data.length).copy(header);
  header.writeUInt32LE(strings.length, 8);
  header.writeUInt32LE(0, 12);
  header.writeUInt32LE(0, 16);
  header.writeUInt32LE(headerSize + offsets.length, 20);
  header.writeUInt32LE(0, 24);
  return Buffer.concat([header, offsets, data]);
}

function resourceMap(ids: number[]): Buffer {
  const body = Buffer.alloc(ids.length * 4);
  ids.forEach((id, i) => body.writeUInt32LE(id, i * 4));
  return Buffer.concat([chunkHeader(0x0180, 8, 8 + body.length), body]);
}

interface Attribute {
  ns: number;
  name: number;
  type: number;
  data: number;
  raw?: number;
}

function startElement(name: number, attributes: Attribute[]): Buffer {
  const size = 16 + 20 + attributes.length * 20;
  const chunk = Buffer.alloc(size);
  chunkHeader(0x0102, 16, size).copy(chunk);
  chunk.writeUInt32LE(1, 8);
  chunk.writeUInt32LE(NO_INDEX, 12);
  chunk.writeUInt32LE(NO_INDEX, 16);
  chunk.writeUInt32LE(name, 20);
  chunk.writeUInt16LE(20, 24);
  chunk.writeUInt16LE(20, 26);
  chunk.writeUInt16LE(attributes.length, 28);
  attributes.forEach((attribute, i) => {
    const at = 36 + i * 20;
    chunk.writeUInt32LE(attribute.ns, at);
    chunk.writeUInt32LE(attribute.name, at + 4);
    chunk.writeUInt32LE(attribute.raw ?? NO_INDEX, at + 8);
    chunk.writeUInt16LE(8, at + 12);
    chunk.writeUInt8(attribute.type, at + 15);
    chunk.writeUInt32LE(attribute.data >>> 0, at + 16);
  });
  return chunk;
}

function endElement(name: number): Buffer {
  const chunk = Buffer.alloc(24);
  chunkHeader(0x0103, 16, 24).copy(chunk);
  chunk.writeUInt32LE(1, 8);
  chunk.writeUInt32LE(NO_INDEX, 12);
  chunk.writeUInt32LE(NO_INDEX, 16);
  chunk.writeUInt32LE(name, 20);
  return chunk;
}

/** A ZIP of deflated entries (local headers, central directory, end record). */
export function buildZip(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
