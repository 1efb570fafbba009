import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, type Storage } from './storage';

/**
 * Files under one folder, the key being the relative path. Writes go to a temporary file that
 * is then renamed, so a reader never sees half a file (and two writers of one key do not mix).
 */
export function createDiskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertValidKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Clave fuera de la carpeta: ${key}`);
    return file;
  };

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o640 });
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
