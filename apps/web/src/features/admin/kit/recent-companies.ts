const KEY = 'hondana.admin.recentCompanies';
const KEEP = 5;

/** The companies a system admin opened last on this device, newest first. */
export function recentCompanies(): number[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, KEEP)
      : [];
  } catch {
    return [];
  }
}

export function rememberCompany(companyId: number): void {
  const next = [companyId, ...recentCompanies().filter((id) => id !== companyId)].slice(0, KEEP);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full storage: the list is a convenience.
  }
}
