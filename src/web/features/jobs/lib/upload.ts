import { ApiError, toApiError } from '#web/lib/api-client.ts';

/**
 * POSTs a file as the raw request body. XMLHttpRequest rather than fetch: fetch reports no upload
 * progress, and a 5 MB resume takes a while on a phone connection. `onProgress` gets 0–100.
 * Rejects with ApiError, as api-client does.
 */
export function uploadFile<T>(path: string, file: File, onProgress: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('accept', 'application/json');
    // the server decides the type by content; this only labels the bytes
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const data = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(data as T);
      else reject(toApiError(request.status, data));
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.', 'errors.network'));
    request.send(file);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
