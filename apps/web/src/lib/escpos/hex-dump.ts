/** Bytes as text, 16 a line: offset, hex pairs, and the printable ASCII (golden files, diffs). */
export function hexDump(bytes: Uint8Array): string {
  const lines: string[] = [];
  for (let offset = 0; offset < bytes.length; offset += 16) {
    const chunk = [...bytes.subarray(offset, offset + 16)];
    const hex = chunk.map((byte) => byte.toString(16).padStart(2, '0')).join(' ');
    const ascii = chunk.map((byte) => (byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '.')).join('');
    lines.push(`${offset.toString(16).padStart(8, '0')}  ${hex.padEnd(47)}  |${ascii}|`);
  }
  return `${lines.join('\n')}\n`;
}
