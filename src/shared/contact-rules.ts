// Contact form constants without zod (the app imports them cheaply): one form for contact, support,
// feedback, privacy requests and security reports (issue 22 point 5).

export const CONTACT_CATEGORIES = ['contact', 'support', 'feedback', 'privacy', 'security'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** How each category reads in the form's select and in the admin inbox. */
export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  contact: 'Contato geral',
  support: 'Suporte (conta, pagamento, problema no app)',
  feedback: 'Sugestão ou feedback',
  privacy: 'Privacidade e dados pessoais (LGPD)',
  security: 'Falha de segurança',
};

export const CONTACT_LIMITS = {
  nameMax: 80,
  emailMax: 254,
  messageMin: 10,
  messageMax: 4000,
  /** Messages one address may send per window (the rest get 429). */
  perAddress: 5,
  windowMs: 60 * 60 * 1000,
} as const;

/** The hidden field people never see nor fill; a message with it filled is a bot's, kept out of the inbox. */
export const CONTACT_HONEYPOT = 'website';

export const CONTACT_SENT_MESSAGE = 'Obrigado! Respondemos pelo email informado em até 2 dias úteis.';
