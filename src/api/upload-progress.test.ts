import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenStore } from './http';
import { createApiClient } from './http';

/** A stand-in XMLHttpRequest: it reports the body going up in two halves, then answers 201. */
class TwoStepXhr {
  static sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  responseType = '';
  status = 0;
  statusText = '';
  response: ArrayBuffer | null = null;
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
  getAllResponseHeaders() {
    return 'content-type: application/json\r\netag: "1"\r\n';
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    TwoStepXhr.sent.push({ method: this.method, url: this.url, headers: this.headers, body });
    queueMicrotask(() => {
      for (const loaded of [500, 1000])
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 1000 } as ProgressEvent);
      this.status = 201;
      this.statusText = 'Created';
      this.response = new TextEncoder().encode(JSON.stringify({ id: 'foto-1' })).buffer;
      this.onload?.();
    });
  }
}

const tokens: TokenStore = {
  accessToken: () => 'access-0',
  refreshToken: () => 'refresh-0',
  area: () => null,
  save: async () => undefined,
  clear: async () => undefined,
};

afterEach(() => {
  vi.unstubAllGlobals();
  TwoStepXhr.sent = [];
});

describe('a write that asks for its upload progress', () => {
  it('goes by XMLHttpRequest, reports the bytes sent and answers as fetch would', async () => {
    vi.stubGlobal('XMLHttpRequest', TwoStepXhr);
    const fetch = vi.fn<(input: string, init: RequestInit) => Promise<Response>>();
    const api = createApiClient({ fetch, tokens });
    const form = new FormData();
    form.append('arquivo', new Blob(['jpeg']), 'foto.jpg');
    const progress: number[] = [];
    const answer = await api.post<{ id: string }>('/v1/agro/cotacoes/1/fotos', form, {
      headers: { 'Idempotency-Key': 'k-1' },
      onUploadProgress: (sent, total) => progress.push(sent / total),
    });
    expect(answer).toEqual({ id: 'foto-1' });
    expect(progress).toEqual([0.5, 1]);
    expect(fetch).not.toHaveBeenCalled();
    expect(TwoStepXhr.sent).toHaveLength(1);
    expect(TwoStepXhr.sent[0]).toMatchObject({
      method: 'POST',
      url: '/v1/agro/cotacoes/1/fotos',
      headers: { Authorization: 'Bearer access-0', 'Idempotency-Key': 'k-1' },
      body: form,
    });
  });

  it('without the callback, or with a JSON body, still uses fetch', async () => {
    vi.stubGlobal('XMLHttpRequest', TwoStepXhr);
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    const api = createApiClient({ fetch, tokens });
    await api.post('/v1/x', { a: 1 }, { onUploadProgress: () => undefined });
    await api.post('/v1/x', new FormData());
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(TwoStepXhr.sent).toHaveLength(0);
  });
});
