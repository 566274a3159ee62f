import { useState, type ReactNode } from 'react';
import ModalForm, { type ModalFormProps } from '../ModalForm';

/** Which record a page's dialog is open for: none (closed), a new one, or a row. */
export interface CrudEditor<T> {
  open: boolean;
  /** the row being edited; undefined for a new one */
  row?: T;
  /** opens the dialog for a new record */
  create(): void;
  /** opens the dialog for `row` */
  edit(row: T): void;
  close(): void;
}

/**
 * The state of a list's editing dialog (or any dialog opened for one row): a page needs
 * nothing else, since every write refreshes the lists and details by itself.
 */
export function useCrudModal<T>(): CrudEditor<T> {
  const [state, setState] = useState<{ row?: T } | null>(null);
  return {
    open: state !== null,
    row: state?.row,
    create: () => setState({}),
    edit: (row) => setState({ row }),
    close: () => setState(null),
  };
}

export interface CrudModalProps<T, V>
  extends Omit<ModalFormProps<V>, 'title' | 'open' | 'onClose' | 'onSubmit' | 'successMessage' | 'onReload'> {
  editor: CrudEditor<T>;
  /** what is edited: the title says 新增{noun} / 编辑{noun}, success {noun}已添加 / {noun}已保存 */
  noun: string;
  /** instead of {noun}已添加 */
  addedMessage?: string;
  /** saves a new record (`row` undefined) or the row; a rejection keeps the dialog and what was typed */
  onSubmit: (values: V, row: T | undefined) => Promise<unknown>;
  /**
   * the dialog's values for a row: given, a save refused because someone else changed the row
   * offers 加载最新, which makes the row as it now stands the one edited (its version the one
   * the next save carries) and puts these values of it in the form
   */
  valuesOf?: (row: T) => Partial<V> | undefined;
  children: ReactNode | ModalFormProps<V>['children'];
}

/**
 * The add / edit dialog of a list (page building blocks): a ModalForm for `editor`'s record,
 * titled and acknowledged by `noun`; it keeps the typed values when the save fails and
 * closes on success.
 */
export default function CrudModal<T, V extends object>({
  editor,
  noun,
  addedMessage,
  onSubmit,
  valuesOf,
  ...rest
}: CrudModalProps<T, V>) {
  const { row } = editor;
  const reload =
    row && valuesOf
      ? (current: T) => {
          editor.edit(current);
          return valuesOf(current);
        }
      : undefined;
  return (
    <ModalForm<V>
      {...rest}
      title={row ? `编辑${noun}` : `新增${noun}`}
      open={editor.open}
      successMessage={row ? `${noun}已保存` : (addedMessage ?? `${noun}已添加`)}
      onClose={editor.close}
      onSubmit={(v) => onSubmit(v, row)}
      onReload={reload as ((current: never) => Partial<V> | undefined) | undefined}
    />
  );
}
