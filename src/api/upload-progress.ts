/**
 * fetch() reports nothing while a request body goes out; XMLHttpRequest does (upload.onprogress). A
 * write that asks for its upload progress (a photo sent on a slow signal) goes through this instead,
 * answered as the Response fetch would give, so the client treats both alike.
 */
export interface ProgressRequest {
  method: string;
  headers: Record<string, string>;
  body?: XMLHttpRequestBodyInit | null;
  signal?: AbortSignal;
}

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

export function fetchWithUploadProgress(
  url: string,
  request: ProgressRequest,
  onProgress: (sent: number, total: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    if (request.signal?.aborted) {
      reject(new DOMException('A requisição foi cancelada.', 'AbortError'));
      return;
    }
    xhr.open(request.method, url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'arraybuffer';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      request.signal?.removeEventListener('abort', abort);
      const empty = xhr.status === 204 || xhr.status === 304;
      try {
        resolve(
          new Response(empty ? null : (xhr.response as ArrayBuffer), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      } catch (error) {
        reject(error instanceof Error ? error : new TypeError(String(error)));
      }
    };
    // As fetch: no answer at all is a TypeError, an abort an AbortError.
    xhr.onerror = xhr.ontimeout = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('A requisição foi cancelada.', 'AbortError'));
    request.signal?.addEventListener('abort', abort, { once: true });
    xhr.send(request.body ?? null);
  });
}
