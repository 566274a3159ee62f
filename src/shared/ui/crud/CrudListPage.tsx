import type { ReactNode } from 'react';
import type { AccessRule } from '@/shared/auth/access';
import ListPage, { type ListPageProps } from '../list/ListPage';
import type { ModalFormProps } from '../ModalForm';
import AddButton from './AddButton';
import CrudModal, { useCrudModal, type CrudEditor } from './CrudModal';
import RowActions, { type RowActionsProps } from './RowActions';
import type { StateToggleProps } from './StateToggle';

/** A row's links after its 编辑; a toggle names what it switches by the page's noun unless it says otherwise. */
export type CrudRowActions = Omit<RowActionsProps, 'onEdit' | 'toggle'> & {
  toggle?: Omit<StateToggleProps, 'noun'> & { noun?: string };
};

export interface CrudListPageProps<T extends object, V extends object>
  extends Omit<ListPageProps<T>, 'toolbar' | 'rowActions'> {
  /** what is listed: 新增{noun} on the button, 新增{noun} / 编辑{noun} on the dialog, {noun}已添加 / 已保存 */
  noun: string;
  /** who may add one (no button without it) */
  add?: AccessRule;
  /** the add button's text, when it is not 新增{noun} */
  addText?: string;
  /** a row's links after its 编辑: the code they need, 停用 / 启用, 删除, others */
  actions: (row: T) => CrudRowActions;
  /** more buttons, after the add button */
  toolbar?: ListPageProps<T>['toolbar'];
  /** the dialog's state, when the page reads it too (its fields differ for a new record) */
  editor?: CrudEditor<T>;
  /** the dialog's values for the row being edited, or for a new one (`row` undefined) */
  values: (row: T | undefined) => Partial<V> | undefined;
  /** saves a new record or the row; a rejection keeps the dialog and what was typed */
  save: (values: V, row: T | undefined) => Promise<unknown>;
  modalWidth?: number;
  /** the dialog's fields */
  children: ModalFormProps<V>['children'];
}

/**
 * A list of records an operator adds to and edits in a dialog (page building blocks): the
 * list with 新增{noun} for holders of `add`, each row's 编辑 and further links, and the add /
 * edit dialog, which keeps what was typed when the save is refused.
 */
export default function CrudListPage<T extends object, V extends object>({
  noun,
  add,
  addText,
  actions,
  toolbar,
  editor: given,
  values,
  save,
  modalWidth,
  children,
  ...list
}: CrudListPageProps<T, V>) {
  const own = useCrudModal<T>();
  const editor = given ?? own;
  const buttons = (ctx: Parameters<NonNullable<ListPageProps<T>['toolbar']>>[0]): ReactNode => (
    <>
      {add ? (
        <AddButton code={add} onClick={editor.create}>
          {addText ?? `新增${noun}`}
        </AddButton>
      ) : null}
      {toolbar?.(ctx)}
    </>
  );
  return (
    <>
      <ListPage<T>
        rowActionsWidth={120}
        {...list}
        toolbar={buttons}
        rowActions={(r) => {
          const { toggle, ...links } = actions(r);
          return (
            <RowActions {...links} toggle={toggle ? { noun, ...toggle } : undefined} onEdit={() => editor.edit(r)} />
          );
        }}
      />
      <CrudModal<T, V>
        editor={editor}
        noun={noun}
        width={modalWidth}
        initialValues={values(editor.row)}
        valuesOf={values}
        onSubmit={save}
      >
        {children}
      </CrudModal>
    </>
  );
}
