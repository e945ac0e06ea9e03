import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@roi/contract/constants';
import { ApiError, uploadWithProgress } from './api-client';
import { memoryStorage } from '../test/memory-storage';

interface Answer {
  status: number;
  body: unknown;
}

/** An XMLHttpRequest that reports its upload in two steps, then answers with the next queued answer. */
class FakeXhr {
  static answers: Answer[] = [];
  static sent: { method: string; url: string; headers: Record<string, string>; body: string }[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: string) {
    FakeXhr.sent.push({ method: this.method, url: this.url, headers: this.headers, body });
    const answer = FakeXhr.answers.shift() ?? { status: 500, body: {} };
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: body.length / 2, total: body.length });
      this.upload.onprogress?.({ lengthComputable: true, loaded: body.length, total: body.length });
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    });
  }
}

const base64Url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const exp = () => Math.floor(Date.now() / 1000) + 3600;
const token = `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify({ userId: 7, roleId: 1, orgId: 2, username: 'a@b.co', exp: exp() }))}.sig`;

beforeEach(() => {
  FakeXhr.answers = [];
  FakeXhr.sent = [];
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('window', { location: { assign: vi.fn() }, addEventListener: vi.fn(), removeEventListener: vi.fn() });
  vi.stubGlobal('navigator', {});
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
  localStorage.setItem(STORAGE_KEYS.tokenInfo, JSON.stringify({ userId: 7, roleId: 1, orgId: 2, username: 'a@b.co', exp: exp() }));
  localStorage.setItem(STORAGE_KEYS.authenticated, 'true');
});

afterEach(() => vi.unstubAllGlobals());

describe('uploadWithProgress', () => {
  it('sends the JSON body with the bearer token and reports the upload progress', async () => {
    FakeXhr.answers.push({ status: 200, body: { error: false, status_code: 200, message: 'ok', data: { id: 2 } } });
    const progress: number[] = [];
    const answer = await uploadWithProgress<{ data: { id: number } }>('/api/v1/svc/organization/update', {
      body: { organization_id: 2, company_logo: 'data:image/png;base64,AAAA' },
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(answer.data.id).toBe(2);
    expect(progress).toEqual([0.5, 1]);
    const [request] = FakeXhr.sent;
    expect(request?.method).toBe('POST');
    expect(request?.headers.Authorization).toBe(`Bearer ${token}`);
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ organization_id: 2 });
  });

  it('throws the server message of a refused request', async () => {
    FakeXhr.answers.push({ status: 413, body: { error: true, status_code: 413, message: 'please select less than 2MB image' } });
    await expect(uploadWithProgress('/api/x', { body: {} })).rejects.toEqual(
      new ApiError(413, 'please select less than 2MB image'),
    );
  });
});
