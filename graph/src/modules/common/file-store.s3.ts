import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { RequestHandler } from 'express';
import type { Log } from '../../logging';
import { isSafeName, logged, type FileStore, type Folder, type FolderName } from './file-store';

export type S3Settings = {
  bucket: string;
  /** An S3-compatible server (MinIO: http://minio:9000); AWS's own endpoint when absent. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Keys start with it (`federa/`), so that one bucket may hold other things too. */
  prefix: string;
};

/** A day, as the local folder's files: a changed image gets a new name. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * The files in an S3-compatible bucket, served through the API at the same addresses as the local
 * folder's (the bucket stays private: no public policy, no signed links to expire in a page).
 */
export class S3FileStore implements FileStore {
  readonly description: string;
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly log: Log = () => undefined,
  ) {
    this.description = `bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // MinIO and most S3-compatible servers name the bucket in the path, not in the host.
      forcePathStyle: Boolean(settings.endpoint),
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      maxAttempts: 3,
    });
  }

  folder(name: FolderName): Folder {
    const key = (file: string) => `${this.settings.prefix}${name}/${file}`;
    const { bucket } = this.settings;
    return {
      put: (file, body, contentType) =>
        logged(this.log, `could not store ${name}/${file} in the ${this.description}`, async () => {
          await this.client.send(
            new PutObjectCommand({ Bucket: bucket, Key: key(file), Body: body, ContentType: contentType }),
          );
        }),
      remove: async (file) => {
        if (isSafeName(file))
          await this.client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(file) }));
      },
      serve: (): RequestHandler => async (req, res, next) => {
        const file = req.path.slice(1);
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !isSafeName(file)) return next();
        let object;
        try {
          object = await this.client.send(new GetObjectCommand({ Bucket: bucket, Key: key(file) }));
        } catch (error) {
          if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return next();
          return next(error);
        }
        res.set('Cache-Control', CACHE_CONTROL);
        if (object.ContentType) res.type(object.ContentType);
        if (object.ContentLength !== undefined) res.set('Content-Length', String(object.ContentLength));
        if (object.ETag) res.set('ETag', object.ETag);
        if (req.method === 'HEAD') return void res.end();
        await pipeline(object.Body as Readable, res).catch(() => res.destroy());
      },
    };
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
