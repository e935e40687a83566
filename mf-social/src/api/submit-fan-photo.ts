import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@ps/shared/api';

/** Multipart, as spec 2 sends it, so it cannot go through the JSON helper. */
export async function submitFanPhoto(form: FormData): Promise<{ id: string; status: string }> {
  const response = await fetch('/api/fan-photos/submit', {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  const text = await response.text();
  const json = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const body = json as { code?: string; message?: string } | undefined;
    throw new ApiError(
      response.status,
      text || response.statusText,
      body?.code && body.message ? { code: body.code, message: body.message } : null,
    );
  }
  return json as { id: string; status: string };
}

export const useSubmitFanPhoto = () => useMutation({ mutationFn: submitFanPhoto });
