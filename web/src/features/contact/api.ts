import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { contactMessageCreatedSchema, type ContactInput, type ContactMessageCreated } from '../../../../domain/community/contact-input.ts';

export type { ContactMessageCreated };

/** POST /api/contact: 201 {id}; a 400 carries the server's validation message (thrown as ApiError). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactInput) => api('/api/contact', { method: 'POST', body, schema: contactMessageCreatedSchema }),
  });
}
