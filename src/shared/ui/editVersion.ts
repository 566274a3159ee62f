import { useState } from 'react';

/**
 * What an edit of `row` carries besides its values: the record's id and the version it was
 * loaded at (a save over another version is refused); nothing for a new record.
 */
export const editOf = <T extends { id: string; updatedAt: string }>(
  row: T | undefined,
): { id?: string; updatedAt?: string } => (row ? { id: row.id, updatedAt: row.updatedAt } : {});

/**
 * The version an edit page saves on: the loaded record's, or, after a save refused because
 * someone else changed it, the record 加载最新 brought (`onReload`, for useFormPageSave or
 * useSaveForm, gives the form's values of it).
 */
export function useEditVersion<R extends { updatedAt: string }, V>(
  loaded: R | null | undefined,
  valuesOf: (r: R) => V,
): { version?: string; onReload: (current: R) => V } {
  const [reloaded, setReloaded] = useState<R>();
  return {
    version: (reloaded ?? loaded ?? undefined)?.updatedAt,
    onReload: (current) => {
      setReloaded(current);
      return valuesOf(current);
    },
  };
}
