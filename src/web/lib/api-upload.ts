import { ApiError, apiUrl, toApiError, type AnswerOf, type CallOptions, type PathsFor } from './api-client.ts';
import type { ApiPaths } from './api-paths.ts';

/** The POST routes that take a file's raw bytes as their body. */
type UploadPath = {
  [P in PathsFor<'post'>]: ApiPaths[P]['post'] extends {
    requestBody: { content: { 'application/octet-stream': unknown } };
  }
    ? P
    : never;
}[PathsFor<'post'>];

type UploadOperation<P extends UploadPath> = ApiPaths[P]['post'];

export type UploadOptions<P extends UploadPath> = Omit<CallOptions<UploadOperation<P>>, 'body' | 'signal'> & {
  file: File;
  /** The type the bytes are labelled with; the browser's own choice (the file's type) when absent. */
  contentType?: string;
  /** Gets the share sent so far, 0–1. */
  onProgress: (share: number) => void;
};

/**
 * POSTs a file as the raw request body to a typed upload route. XMLHttpRequest rather than fetch:
 * fetch reports no upload progress, and a 5 MB resume takes a while on a phone connection.
 * Rejects with ApiError, as api-client does.
 */
export function uploadTo<P extends UploadPath>(
  path: P,
  options: UploadOptions<P>,
): Promise<AnswerOf<UploadOperation<P>>> {
  const { file, contentType, onProgress, ...parameters } = options;
  return send(apiUrl(path, parameters), file, onProgress, contentType);
}

/**
 * POSTs a multipart form (text fields and files) to a route that reads its own body (`rawBody` on
 * the server), reporting the share sent. The browser writes the boundary into the content type.
 */
export function postFormTo<P extends PathsFor<'post'>>(
  path: P,
  options: Omit<CallOptions<ApiPaths[P]['post']>, 'body' | 'signal'> & {
    form: FormData;
    onProgress: (share: number) => void;
  },
): Promise<AnswerOf<ApiPaths[P]['post']>> {
  const { form, onProgress, ...parameters } = options;
  return send(apiUrl(path, parameters), form, onProgress);
}

function send<T>(url: string, body: Blob | FormData, onProgress: (share: number) => void, contentType?: string) {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    // the server decides the type by content; this only labels the bytes
    if (contentType) request.setRequestHeader('content-type', contentType);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const data = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(data as T);
      else reject(toApiError(request.status, data));
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.', 'errors.network'));
    request.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
