import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '../../config.js';
import { ImageStorageError } from '../../lib/image-storage-error.js';
import { STORED_NAME, type ImageStore, type StoredImage } from './image-store.js';

/** The longest wait for one answer of the object storage; an image is at most a few megabytes. */
const REQUEST_TIMEOUT_MS = 20_000;
/** Tries of a request the service answered with 5xx or 429 (aws4fetch backs off between them). */
const RETRIES = 2;

/**
 * Objects of a bucket of S3 or of any S3-compatible service (MinIO, Ceph, Garage, R2…), one per image,
 * its key the image's name under the configured prefix, its Content-Type the image's. Every request is
 * signed with AWS Signature Version 4 (aws4fetch); the payload of a PUT is signed by its SHA-256 too.
 */
export class S3ImageStore implements ImageStore {
  private readonly client: AwsClient;

  constructor(private readonly settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      service: 's3',
      region: settings.region,
      retries: RETRIES,
    });
  }

  async save(name: string, image: StoredImage): Promise<void> {
    const response = await this.request('PUT', name, {
      body: new Uint8Array(image.bytes),
      headers: {
        'content-type': image.contentType,
        'x-amz-content-sha256': createHash('sha256').update(image.bytes).digest('hex'),
      },
    });
    if (!response.ok) throw await refusal('PUT', this.keyOf(name), response);
  }

  async read(name: string): Promise<StoredImage | undefined> {
    if (!STORED_NAME.test(name)) return undefined;
    const response = await this.request('GET', name);
    if (response.ok) {
      const bytes = Buffer.from(await response.arrayBuffer());
      return { bytes, contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
    }
    const error = await refusal('GET', this.keyOf(name), response);
    if (error.code === 'NoSuchKey') return undefined;
    throw error;
  }

  async remove(name: string): Promise<void> {
    const response = await this.request('DELETE', name);
    if (response.ok) return;
    // S3 answers 204 for a key that is not there; some compatible services answer NoSuchKey instead.
    const error = await refusal('DELETE', this.keyOf(name), response);
    if (error.code !== 'NoSuchKey') throw error;
  }

  private keyOf(name: string): string {
    return `${this.settings.keyPrefix}${name}`;
  }

  private async request(method: 'PUT' | 'GET' | 'DELETE', name: string, init: { body?: Uint8Array<ArrayBuffer>; headers?: Record<string, string> } = {}) {
    const key = this.keyOf(name);
    try {
      return await this.client.fetch(`${this.settings.bucketUrl}/${key}`, {
        method,
        ...init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ImageStorageError(`The object storage could not be reached to ${method} ${key}`, { cause: error });
    }
  }
}

/** An error answer of the object storage, named by its code (NoSuchKey, SignatureDoesNotMatch, AccessDenied…). */
class S3Refusal extends ImageStorageError {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/**
 * What the service said, from its XML error document: the code and message only, not the request it
 * echoes back (the string it signed, the signature sent).
 */
async function refusal(method: string, key: string, response: Response): Promise<S3Refusal> {
  const body = await response.text().catch(() => '');
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1];
  const said = [code, message].filter(Boolean).join(': ');
  return new S3Refusal(`The object storage answered ${response.status} to ${method} ${key}${said ? ` (${said})` : ''}`, code);
}
