import fs from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import type { ImageFolder } from '@federa/schema/images';
import type { Log } from '../../logging';

/** The folders files are kept in, each served at `/{folder}/{name}` (@federa/schema/images). */
export type FolderName = ImageFolder;

/** The files of one folder. Names are the server's own (random hex); callers check any other. */
export interface Folder {
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the file; nothing when it is not there. */
  remove(name: string): Promise<void>;
  /** Serves GET `/{folder}/{name}`; passes on (next) what it does not hold. */
  serve(): RequestHandler;
}

/**
 * Where uploaded files live: a local folder by default, an S3-compatible bucket when configured
 * (file-store.s3.ts). The rest of the server sees folders only, so a replica writes where every
 * other replica reads.
 */
export interface FileStore {
  folder(name: FolderName): Folder;
  /** What a log line says of it (no secret). */
  readonly description: string;
  close(): Promise<void>;
}

/** A name the server could have given: no path, no hidden file, nothing long. */
export function isSafeName(name: string): boolean {
  return /^[\w-][\w.-]{0,99}$/.test(name) && !name.includes('..');
}

/** Browsers may keep an image a day: a changed image gets a new name. */
export const IMAGE_MAX_AGE = '1d';

/** A write that failed, said once in the log with its cause (ENOSPC, a refused connection). */
export async function logged<T>(log: Log, what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    log(`[files] ${what}: ${error instanceof Error ? error.message : String(error)}`, 'error');
    throw error;
  }
}

export class LocalFileStore implements FileStore {
  readonly description: string;

  constructor(
    private readonly root: string,
    private readonly log: Log = () => undefined,
  ) {
    this.description = `local folder ${root}`;
  }

  folder(name: FolderName): Folder {
    const dir = path.join(this.root, name);
    return {
      // Written under a temporary name, then renamed: a reader never sees half a file.
      put: (file, body) =>
        logged(this.log, `could not store ${name}/${file}`, async () => {
          await fs.mkdir(dir, { recursive: true });
          const tmp = path.join(dir, `.${file}.tmp`);
          try {
            await fs.writeFile(tmp, body);
            await fs.rename(tmp, path.join(dir, file));
          } catch (error) {
            // A disk that filled up mid-write leaves no half file behind.
            await fs.rm(tmp, { force: true });
            throw error;
          }
        }),
      remove: async (file) => {
        if (isSafeName(file)) await fs.rm(path.join(dir, file), { force: true });
      },
      serve: () => express.static(dir, { index: false, maxAge: IMAGE_MAX_AGE, fallthrough: true }),
    };
  }

  async close(): Promise<void> {}
}
