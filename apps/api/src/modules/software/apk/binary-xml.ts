/**
 * Android's binary XML (what `AndroidManifest.xml` is inside an APK): a string pool, a map from
 * attribute names to resource ids, then element chunks. Only what a manifest needs is read:
 * start elements with their attributes, as strings or integers.
 */
export class BadBinaryXml extends Error {}

const XML_TYPE = 0x0003;
const STRING_POOL_TYPE = 0x0001;
const RESOURCE_MAP_TYPE = 0x0180;
const START_ELEMENT_TYPE = 0x0102;
const UTF8_FLAG = 0x100;
const TYPE_STRING = 0x03;
const TYPE_INT_DEC = 0x10;
const TYPE_INT_HEX = 0x11;
const NO_INDEX = 0xffffffff;

export interface XmlAttribute {
  name: string;
  /** The attribute's resource id (names may be stripped by obfuscators; ids stay). */
  resourceId: number | null;
  value: string | number | null;
}

export interface XmlElement {
  name: string;
  attributes: XmlAttribute[];
}

/** The start elements of the document, in order. */
export function readBinaryXml(xml: Buffer): XmlElement[] {
  if (xml.length < 8 || xml.readUInt16LE(0) !== XML_TYPE) throw new BadBinaryXml('No es XML binario de Android.');
  let strings: string[] = [];
  let resourceIds: number[] = [];
  const elements: XmlElement[] = [];
  let at = xml.readUInt16LE(2);
  while (at + 8 <= xml.length) {
    const type = xml.readUInt16LE(at);
    const size = xml.readUInt32LE(at + 4);
    if (size < 8 || at + size > xml.length) throw new BadBinaryXml('Bloque de XML binario dañado.');
    const chunk = xml.subarray(at, at + size);
    if (type === STRING_POOL_TYPE) strings = readStringPool(chunk);
    else if (type === RESOURCE_MAP_TYPE)
      resourceIds = Array.from({ length: (size - 8) / 4 }, (_, i) => chunk.readUInt32LE(8 + i * 4));
    else if (type === START_ELEMENT_TYPE) elements.push(readStartElement(chunk, strings, resourceIds));
    at += size;
  }
  return elements;
}

function readStartElement(chunk: Buffer, strings: string[], resourceIds: number[]): XmlElement {
  const headerSize = chunk.readUInt16LE(2);
  const nameIndex = chunk.readUInt32LE(headerSize + 4);
  const attributeStart = chunk.readUInt16LE(headerSize + 8);
  const attributeSize = chunk.readUInt16LE(headerSize + 10);
  const count = chunk.readUInt16LE(headerSize + 12);
  const attributes: XmlAttribute[] = [];
  for (let i = 0; i < count; i++) {
    const at = headerSize + attributeStart + i * attributeSize;
    if (at + 20 > chunk.length) throw new BadBinaryXml('Atributo fuera del bloque.');
    const name = chunk.readUInt32LE(at + 4);
    const raw = chunk.readUInt32LE(at + 8);
    const dataType = chunk.readUInt8(at + 15);
    const data = chunk.readUInt32LE(at + 16);
    let value: string | number | null = raw !== NO_INDEX ? (strings[raw] ?? null) : null;
    if (dataType === TYPE_STRING) value = strings[data] ?? null;
    else if (dataType === TYPE_INT_DEC || dataType === TYPE_INT_HEX) value = data | 0;
    attributes.push({ name: strings[name] ?? '', resourceId: resourceIds[name] ?? null, value });
  }
  return { name: strings[nameIndex] ?? '', attributes };
}

function readStringPool(chunk: Buffer): string[] {
  const count = chunk.readUInt32LE(8);
  const utf8 = (chunk.readUInt32LE(16) & UTF8_FLAG) !== 0;
  const stringsStart = chunk.readUInt32LE(20);
  const headerSize = chunk.readUInt16LE(2);
  return Array.from({ length: count }, (_, i) => {
    const at = stringsStart + chunk.readUInt32LE(headerSize + i * 4);
    if (at >= chunk.length) throw new BadBinaryXml('Cadena fuera del bloque.');
    return utf8 ? readUtf8(chunk, at) : readUtf16(chunk, at);
  });
}

function readUtf16(chunk: Buffer, at: number): string {
  let length = chunk.readUInt16LE(at);
  let start = at + 2;
  if (length & 0x8000) {
    length = ((length & 0x7fff) << 16) | chunk.readUInt16LE(at + 2);
    start += 2;
  }
  return chunk.toString('utf16le', start, start + length * 2);
}

function readUtf8(chunk: Buffer, at: number): string {
  // Two lengths (characters, then bytes), each one or two bytes long.
  const skip = (offset: number) => (chunk.readUInt8(offset) & 0x80 ? 2 : 1);
  const bytesAt = at + skip(at);
  let length = chunk.readUInt8(bytesAt);
  if (length & 0x80) length = ((length & 0x7f) << 8) | chunk.readUInt8(bytesAt + 1);
  const start = bytesAt + skip(bytesAt);
  return chunk.toString('utf8', start, start + length);
}
