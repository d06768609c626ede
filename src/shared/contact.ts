// The contact contract (issue 22 point 5): what the form sends and what the admin inbox reads.
import { z } from 'zod';
import { CONTACT_CATEGORIES, CONTACT_HONEYPOT, CONTACT_LIMITS } from './contact-rules';

export * from './contact-rules';

const L = CONTACT_LIMITS;

export const contactBodySchema = z.object({
  category: z.enum(CONTACT_CATEGORIES, 'Escolha o assunto da mensagem.'),
  name: z
    .string('Informe seu nome.')
    .trim()
    .min(2, 'Informe seu nome (pelo menos 2 letras).')
    .max(L.nameMax, `O nome pode ter no máximo ${L.nameMax} caracteres.`),
  email: z
    .string('Informe seu email.')
    .trim()
    .toLowerCase()
    .max(L.emailMax, 'Informe um email válido.')
    .pipe(z.email('Informe um email válido.')),
  message: z
    .string('Escreva sua mensagem.')
    .trim()
    .min(L.messageMin, `Escreva sua mensagem (pelo menos ${L.messageMin} caracteres).`)
    .max(L.messageMax, `A mensagem pode ter no máximo ${L.messageMax} caracteres.`),
  [CONTACT_HONEYPOT]: z.string().max(200).optional(),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  category: z.enum(CONTACT_CATEGORIES),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  userId: z.number().int().nullable(),
  status: z.enum(['new', 'handled']),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactListQuerySchema = z.object({
  status: z.enum(['new', 'handled', 'all'], 'deve ser new, handled ou all').default('new'),
});
export const contactListSchema = z.object({
  items: z.array(contactMessageSchema),
  /** Messages still waiting (the admin menu's badge). */
  unhandled: z.number().int(),
});
export type ContactList = z.infer<typeof contactListSchema>;
