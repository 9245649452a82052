import { useRoute } from '../../../lib/useRoute';

/** The program's audit trail: status and budget changes, who, when, notes (`programs/{id}/audit`). */
export const useAudit = (id: number | null) => useRoute('programs.audit', id ? { params: { id } } : null);

/** The status names, for labels and filters (`programs/status-config`). */
export const useStatusConfig = () => useRoute('programs.statusConfig', undefined, { revalidateOnFocus: false });
