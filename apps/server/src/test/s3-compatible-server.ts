import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking the part of the S3 REST protocol the image store uses (PUT, GET and
 * DELETE of an object, path-style: /<bucket>/<key>), for one bucket and one key pair. Like S3, it
 * checks every request's AWS Signature Version 4 — written here from the protocol, apart from the
 * product's client — and refuses a wrong one with 403 SignatureDoesNotMatch, a payload whose SHA-256
 * is not the one signed with 400 XAmzContentSHA256Mismatch. Tests point S3_ENDPOINT at it.
 */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface StoredObject {
  bytes: Buffer;
  contentType: string | undefined;
}

export interface S3CompatibleServer {
  /** The address to set as S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  region: string;
  credentials: S3Credentials;
  /** The bucket's objects by key. */
  objects: Map<string, StoredObject>;
  /** Every request as answered: method, key and status (the error code of a refusal). */
  answered: { method: string; key: string; status: number; code?: string }[];
  /** The settings that make the server keep its images here. */
  settings(overrides?: Partial<S3Credentials> & { keyPrefix?: string }): Record<string, string>;
  close(): Promise<void>;
}

export async function startS3CompatibleServer(): Promise<S3CompatibleServer> {
  const bucket = 'roi-images';
  const region = 'eu-test-1';
  const credentials = { accessKeyId: 'AKIATESTROISOCIAL', secretAccessKey: 'test-secret-key/of+the+fake/s3' };
  const objects = new Map<string, StoredObject>();
  const answered: S3CompatibleServer['answered'] = [];

  const server = createServer((request, response) => {
    void handle(request, response).catch(() => response.destroy());
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    const path = new URL(request.url ?? '/', 'http://s3.invalid').pathname;
    const [, bucketOfPath = '', ...keyParts] = path.split('/').map(decodeURIComponent);
    const key = keyParts.join('/');
    const answer = (status: number, code?: string, payload?: StoredObject) => {
      answered.push({ method: request.method ?? '', key, status, ...(code && { code }) });
      if (code) {
        response.writeHead(status, { 'content-type': 'application/xml' });
        response.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${ERROR_MESSAGES[code]}</Message><Key>${key}</Key></Error>`);
        return;
      }
      response.writeHead(status, payload?.contentType ? { 'content-type': payload.contentType } : {});
      response.end(payload?.bytes);
    };

    const refusal = checkSignature(request, body, { region, credentials });
    if (refusal) return answer(refusal.status, refusal.code);
    if (bucketOfPath !== bucket) return answer(404, 'NoSuchBucket');
    if (!key) return answer(400, 'InvalidRequest');
    switch (request.method) {
      case 'PUT':
        objects.set(key, { bytes: body, contentType: request.headers['content-type'] });
        return answer(200);
      case 'GET': {
        const stored = objects.get(key);
        return stored ? answer(200, undefined, stored) : answer(404, 'NoSuchKey');
      }
      case 'DELETE':
        // S3 answers the same whether the key was there or not.
        objects.delete(key);
        return answer(204);
      default:
        return answer(405, 'MethodNotAllowed');
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    region,
    credentials,
    objects,
    answered,
    settings: (overrides = {}) => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: overrides.accessKeyId ?? credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: overrides.secretAccessKey ?? credentials.secretAccessKey,
      ...(overrides.keyPrefix !== undefined && { S3_KEY_PREFIX: overrides.keyPrefix }),
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const ERROR_MESSAGES: Record<string, string> = {
  AccessDenied: 'Access Denied',
  AuthorizationHeaderMalformed: 'The authorization header is malformed.',
  InvalidAccessKeyId: 'The AWS Access Key Id you provided does not exist in our records.',
  InvalidRequest: 'Invalid Request',
  MethodNotAllowed: 'The specified method is not allowed against this resource.',
  NoSuchBucket: 'The specified bucket does not exist',
  NoSuchKey: 'The specified key does not exist.',
  SignatureDoesNotMatch: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  XAmzContentSHA256Mismatch: 'The provided \'x-amz-content-sha256\' header does not match what was computed.',
};

const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** Why the request's signature does not hold, or undefined when it does. */
function checkSignature(
  request: IncomingMessage,
  body: Buffer,
  expected: { region: string; credentials: S3Credentials },
): { status: number; code: string } | undefined {
  const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
  if (!match) return { status: 403, code: 'AccessDenied' };
  const [, accessKeyId, date, region, signedHeaderList, signature] = match as unknown as string[];
  if (accessKeyId !== expected.credentials.accessKeyId) return { status: 403, code: 'InvalidAccessKeyId' };
  if (region !== expected.region) return { status: 400, code: 'AuthorizationHeaderMalformed' };
  const amzDate = header(request, 'x-amz-date');
  const payloadHash = header(request, 'x-amz-content-sha256');
  const signedHeaders = signedHeaderList!.split(';');
  if (!amzDate?.startsWith(date!) || !payloadHash || !['host', 'x-amz-date', 'x-amz-content-sha256'].every((name) => signedHeaders.includes(name))) {
    return { status: 403, code: 'AccessDenied' };
  }
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) return { status: 400, code: 'XAmzContentSHA256Mismatch' };

  const url = new URL(request.url ?? '/', 'http://s3.invalid');
  const canonicalRequest = [
    request.method,
    url.pathname.split('/').map((segment) => uriEncode(decodeURIComponent(segment))).join('/'),
    [...url.searchParams]
      .map(([name, value]) => `${uriEncode(name)}=${uriEncode(value)}`)
      .sort()
      .join('&'),
    ...signedHeaders.map((name) => `${name}:${(header(request, name) ?? '').trim().replace(/\s+/g, ' ')}`),
    '',
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = [date!, region!, 's3', 'aws4_request'].reduce<Buffer | string>(
    (key, part) => createHmac('sha256', key).update(part).digest(),
    `AWS4${expected.credentials.secretAccessKey}`,
  );
  const computed = createHmac('sha256', signingKey).update(stringToSign).digest();
  return timingSafeEqual(computed, Buffer.from(signature!, 'hex')) ? undefined : { status: 403, code: 'SignatureDoesNotMatch' };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** SigV4's URI encoding: every byte but the unreserved characters (A-Z a-z 0-9 - _ . ~) as %XX. */
function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function sha256Hex(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
