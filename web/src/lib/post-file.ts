import { ApiError, reportSessionRefusal } from './api-client.ts';

/**
 * Sends one file (multipart field "file") through XMLHttpRequest, the one browser API that reports upload
 * progress; resolves with the API's 201 answer, rejects with its error as an ApiError.
 */
export function postFile<T>(url: string, file: File, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (T & { error?: string; code?: string }) | null;
      if (xhr.status === 201 && body) return resolve(body);
      reportSessionRefusal(xhr.status, body?.code);
      reject(new ApiError(xhr.status, body?.code ?? 'UPLOAD_FAILED', body?.error ?? `"${file.name}" could not be uploaded. Please try again.`));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', `"${file.name}" could not be uploaded: the connection failed.`));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
