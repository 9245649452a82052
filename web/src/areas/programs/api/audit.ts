import { useRoute } from '../../../lib/useRoute';

/** The program's audit trail: status and budget changes, who, when, notes (`programs/{id}/audit`). */
export const useAudit = (id: number | null) => useRoute('programs.audit', id ? { params: { id } } : null);
