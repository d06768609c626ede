// The modules' parts of the user's rights (LGPD art. 18), in the export's order: privacy composes them
// (decision 0114). A module with a user column adds its part here; the account-deletion coverage test
// fails while a user column of the schema is in no part.
import type { PersonalDataPart } from './modules/privacy/personal-data';
import { authPersonalData } from './modules/auth/personal-data/repo';
import { notificationsPersonalData } from './modules/notifications/personal-data/repo';
import { billingPersonalData } from './modules/billing/personal-data/repo';
import { contactPersonalData } from './modules/contact/personal-data/repo';
import { emailPersonalData } from './modules/email/personal-data/repo';
import { adminPersonalData } from './modules/admin/personal-data/repo';

export const PERSONAL_DATA_PARTS: readonly PersonalDataPart[] = [
  authPersonalData,
  notificationsPersonalData,
  billingPersonalData,
  contactPersonalData,
  emailPersonalData,
  adminPersonalData,
];
