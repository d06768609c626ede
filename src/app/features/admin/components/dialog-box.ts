/** The centred box of the admin's dialogs (password, confirmation). */
export const dialogBox =
  'fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-3 rounded-[12px] border border-border bg-surface p-5 shadow-2xl';
