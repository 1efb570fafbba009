import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('writes sizes in Spanish with binary units', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1,5 KiB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MiB');
  });
});
