/**
 * A multipart POST that reports how much has been sent. `fetch` cannot tell upload progress, so
 * this one request goes through XMLHttpRequest; its reply is read like any other.
 */
import type { RawReply } from './reply';

export interface PostFormOptions {
  timeoutMs: number;
  onProgress?: (fraction: number) => void;
}

export function postForm(
  url: string,
  headers: Record<string, string>,
  form: FormData,
  options: PostFormOptions,
): Promise<RawReply> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.timeout = options.timeoutMs;
    // The browser sets the multipart content type with its boundary itself.
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        // Not JSON: read as a failure without an envelope.
      }
      resolve({ status: request.status, payload });
    };
    request.onerror = () => resolve('network');
    request.onabort = () => resolve('network');
    request.ontimeout = () => resolve('timeout');
    request.send(form);
  });
}
