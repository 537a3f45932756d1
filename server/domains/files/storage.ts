import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Uploaded bytes on disk, one file per id under DATA_DIR/arquivos. A file is written under a
 * temporary name first and renamed into place only by the request whose database row won, so a
 * reader never sees half a file and two racing uploads of one id never overwrite each other.
 */
export interface FileStorage {
  stage(bytes: Uint8Array): Promise<string>;
  commit(staged: string, id: string): Promise<void>;
  discard(staged: string): Promise<void>;
  /** The stored file's path, or undefined when it is not on disk. */
  locate(id: string): Promise<string | undefined>;
  /** Deletes a stored file; a missing one is not an error. */
  remove(id: string): Promise<void>;
  /** Deletes staged files older than `cutoff` (left by a crash between staging and commit). */
  removeStaleStaged(cutoff: Date): Promise<number>;
}

export function fileStorage(dataDir: string): FileStorage {
  const dir = path.join(dataDir, 'arquivos');
  // Ids come from the database as UUIDs; the check keeps any other string off the file system.
  const finalPath = (id: string) => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Error(`id de arquivo inválido: ${id}`);
    return path.join(dir, id.toLowerCase());
  };
  return {
    async stage(bytes) {
      await fs.promises.mkdir(dir, { recursive: true });
      const staged = path.join(dir, `.envio-${crypto.randomUUID()}`);
      await fs.promises.writeFile(staged, bytes, { flag: 'wx' });
      return staged;
    },
    async commit(staged, id) {
      await fs.promises.rename(staged, finalPath(id));
    },
    async discard(staged) {
      await fs.promises.rm(staged, { force: true });
    },
    async remove(id) {
      await fs.promises.rm(finalPath(id), { force: true });
    },
    async removeStaleStaged(cutoff) {
      let removed = 0;
      let names: string[];
      try {
        names = await fs.promises.readdir(dir);
      } catch {
        return 0;
      }
      for (const name of names.filter((n) => n.startsWith('.envio-'))) {
        const file = path.join(dir, name);
        try {
          if ((await fs.promises.stat(file)).mtime < cutoff) {
            await fs.promises.rm(file, { force: true });
            removed++;
          }
        } catch {
          // Committed or discarded meanwhile by its own request.
        }
      }
      return removed;
    },
    async locate(id) {
      const file = finalPath(id);
      try {
        return (await fs.promises.stat(file)).isFile() ? file : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
