import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { ContactInput } from '../../../../domain/contact-input.ts';

export interface ContactMessageCreated {
  id: string;
}

/** POST /api/contact: 201 {id}; a 400 carries the server's validation message (thrown as ApiError). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactInput) => api<ContactMessageCreated>('/api/contact', { method: 'POST', body }),
  });
}
