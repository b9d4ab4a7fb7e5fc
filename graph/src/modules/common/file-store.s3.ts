import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import type { RequestHandler } from 'express';
import type { Log } from '../../logging';
import { isSafeName, logged, type FileStore, type Folder, type FolderName } from './file-store';
import { loadS3 } from './heavy-modules';

type S3 = Awaited<ReturnType<typeof loadS3>>;

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
  /** The SDK and its client, made on the first call: a server that never calls it never loads it. */
  private connection?: Promise<{ s3: S3; client: S3Client }>;

  constructor(
    private readonly settings: S3Settings,
    private readonly log: Log = () => undefined,
  ) {
    this.description = `bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  }

  private connect(): Promise<{ s3: S3; client: S3Client }> {
    const { settings } = this;
    return (this.connection ??= loadS3().then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        // MinIO and most S3-compatible servers name the bucket in the path, not in the host.
        forcePathStyle: Boolean(settings.endpoint),
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
        maxAttempts: 3,
      }),
    })));
  }

  folder(name: FolderName): Folder {
    const key = (file: string) => `${this.settings.prefix}${name}/${file}`;
    const { bucket } = this.settings;
    return {
      put: (file, body, contentType) =>
        logged(this.log, `could not store ${name}/${file} in the ${this.description}`, async () => {
          const { s3, client } = await this.connect();
          await client.send(
            new s3.PutObjectCommand({ Bucket: bucket, Key: key(file), Body: body, ContentType: contentType }),
          );
        }),
      remove: async (file) => {
        if (!isSafeName(file)) return;
        const { s3, client } = await this.connect();
        await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: key(file) }));
      },
      serve: (): RequestHandler => async (req, res, next) => {
        const file = req.path.slice(1);
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !isSafeName(file)) return next();
        let object;
        try {
          const { s3, client } = await this.connect();
          object = await client
            .send(new s3.GetObjectCommand({ Bucket: bucket, Key: key(file) }))
            .catch((error: unknown) => {
              if (error instanceof s3.S3ServiceException && error.$metadata.httpStatusCode === 404)
                return null;
              throw error;
            });
        } catch (error) {
          return next(error);
        }
        if (!object) return next();
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
    if (this.connection) (await this.connection).client.destroy();
  }
}
