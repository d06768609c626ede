// Rules of the bonus offers shared by server and app, without zod (the app imports them at run
// time): the responsible-gambling notices every offer carries (issue 12) and the default call to action.

/** The notices Brazilian rules expect beside any betting offer (shown on every offer card). */
export const RESPONSIBLE_GAMBLING = {
  ageNotice: '18+',
  message: 'Jogue com responsabilidade',
  helpLabel: 'Precisa de ajuda? Saiba onde encontrar apoio',
} as const;

/** The label of an offer's call to action when the admin gave none. */
export const DEFAULT_CTA_LABEL = 'Ver oferta';
