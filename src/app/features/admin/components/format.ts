// Dates of the admin screens in pt-BR, "—" when there is none.
import { formatDateBr, formatDateTimeBr } from '@shared/billing-rules';

export const formatDateTime = (iso: string | null) => (iso ? formatDateTimeBr(iso) : '—');
export const formatDate = (iso: string | null) => (iso ? formatDateBr(iso) : '—');
