import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAILURE_MESSAGES } from '@ecp/contracts/messages';
import { CV_UPLOAD_FAILED_MESSAGE as UPLOAD_FAILED } from '@ecp/cv-files';
import { getAccessToken } from '@/lib/access-token';
import { myProfileQueryOptions } from '@/features/profile/api/get-my-profile';

export const CV_ENDPOINT = '/api/profile/cv';
const READ_FAILED = FAILURE_MESSAGES.readFile;

function authHeaders(): Record<string, string> {
  const token = getAccessToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * Streams the file to the gateway's multipart endpoint; the server's message (spec §5) is the error. Answers the
 * upload's id, which every step of its live CV flow carries.
 */
export async function uploadCv(file: File): Promise<{ uploadId: string | null; cvFilePath: string | null; cvFileName: string | null }> {
  const body = new FormData();
  body.append('file', file, file.name);
  // A dropped connection is the upload failing (spec §8), not the browser's 'Failed to fetch'.
  const response = await fetch(CV_ENDPOINT, { method: 'POST', body, credentials: 'include', headers: authHeaders() }).catch(() => {
    throw new Error(UPLOAD_FAILED);
  });
  const payload = (await response.json().catch(() => null)) as { message?: string; uploadId?: string; cvFilePath?: string | null; cvFileName?: string | null } | null;
  if (!response.ok) throw new Error(payload?.message || UPLOAD_FAILED);
  return { uploadId: payload?.uploadId ?? null, cvFilePath: payload?.cvFilePath ?? null, cvFileName: payload?.cvFileName ?? null };
}

export function useUploadCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCv,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileQueryOptions().queryKey }),
  });
}

/** Downloads the caller's own CV and hands it to the browser as a file. */
export async function downloadCv(fileName: string): Promise<void> {
  const response = await fetch(CV_ENDPOINT, { credentials: 'include', headers: authHeaders() }).catch(() => {
    throw new Error(READ_FAILED);
  });
  if (!response.ok) throw new Error(((await response.json().catch(() => null)) as { message?: string } | null)?.message || READ_FAILED);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
