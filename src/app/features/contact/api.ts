// The one contact form's call (issue 22 point 5): POST /api/contact, signed in or out.
import { useMutation } from '@tanstack/react-query';
import type { ContactCategory } from '@shared/contact-rules';
import { apiFetch } from '@app/lib/api';

export interface ContactInput {
  category: ContactCategory;
  name: string;
  email: string;
  message: string;
  /** The hidden field only bots fill. */
  website: string;
}

export function useSendContact() {
  return useMutation({
    mutationFn: (input: ContactInput) => apiFetch<{ message: string }>('/api/contact', { method: 'POST', json: input }),
  });
}
