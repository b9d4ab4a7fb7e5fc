import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { copyName } from '@federa/schema/validation/reports';
import { graphql } from '../../../generated/gql';
import type { ReportTemplateRowFragment } from '../../../generated/graphql';
import { describeRefusal } from '../../api/describeError';
import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import { useDeleteFlow } from '../../ui/dialogs/useDeleteFlow';
import { EditModal } from '../../ui/modal/EditModal';
import { ModalLoad } from '../../ui/modal/ModalLoad';
import { ReportTemplatesQuery } from './templateFragment';
import { definitionInput, templateInput, type DefinitionInput } from './templateForm';
import { TemplateRow } from './TemplateRow';
import { useApplyTemplate, type ApplyDefinition } from './useApplyTemplate';
import { useTemplateRowEdit, type EditedRow } from './useTemplateRowEdit';
import './templates.css';

const AddTemplateRowMutation = graphql(`
  mutation AddTemplateRow($input: ReportTemplateInput!) {
    addReportTemplate(input: $input) {
      id
    }
  }
`);

const UpdateReportTemplateMutation = graphql(`
  mutation UpdateReportTemplate($id: Int!, $input: ReportTemplateInput!) {
    updateReportTemplate(id: $id, input: $input) {
      id
    }
  }
`);

const DeleteReportTemplateMutation = graphql(`
  mutation DeleteReportTemplate($id: Int!) {
    deleteReportTemplate(id: $id)
  }
`);

type TemplatesModalProps = {
  view: string;
  /** The screen's configuration, which a new row stores; null when nothing is chosen. */
  definition: DefinitionInput | null;
  applyDefinition: ApplyDefinition;
  onClose: () => void;
};

/**
 * Part 3 §2: the chosen view's templates, each loaded, edited in its row (name, description,
 * default), duplicated as '<name> - Copia' (never the default) or deleted after a question.
 * alt+g saves the row being edited.
 */
export function TemplatesModal({ view, definition, applyDefinition, onClose }: TemplatesModalProps) {
  const { t, lang } = useT();
  const client = useApolloClient();
  const dialogs = useDialogs();
  const deleteFlow = useDeleteFlow();
  const applyTemplate = useApplyTemplate(applyDefinition);
  const { data, error, refetch } = useQuery(ReportTemplatesQuery, {
    variables: { view },
    fetchPolicy: 'network-only',
  });
  const templates = data?.reportTemplates ?? [];
  const day = useMemo(() => new Intl.DateTimeFormat(lang, { dateStyle: 'short' }), [lang]);

  const refuse = async (refusal: unknown) => {
    const { title, text } = describeRefusal(refusal, t);
    await dialogs.failure(title, text);
  };
  const save = async ({ id, values }: EditedRow) => {
    const stored = templates.find((template) => template.id === id);
    if (id !== null && stored) {
      const input = templateInput(view, values, definitionInput(stored.definition));
      await client.mutate({ mutation: UpdateReportTemplateMutation, variables: { id, input } });
    } else if (definition) {
      const input = templateInput(view, values, definition);
      await client.mutate({ mutation: AddTemplateRowMutation, variables: { input } });
    }
    await refetch();
  };
  const edit = useTemplateRowEdit(save, refuse);

  const handleLoad = (template: ReportTemplateRowFragment) => {
    applyTemplate(template);
    onClose();
  };
  const handleDuplicate = async (template: ReportTemplateRowFragment) => {
    const values = {
      name: copyName(template.name),
      description: template.description ?? '',
      isDefault: false,
    };
    const input = templateInput(view, values, definitionInput(template.definition));
    try {
      await client.mutate({ mutation: AddTemplateRowMutation, variables: { input } });
    } catch (refusal) {
      await refuse(refusal);
    }
    await refetch();
  };
  const handleDelete = (template: ReportTemplateRowFragment) =>
    void deleteFlow({
      name: template.name,
      run: async () => {
        await client.mutate({ mutation: DeleteReportTemplateMutation, variables: { id: template.id } });
        return t('web.reportTemplates.deleted');
      },
      onDeleted: () => void refetch(),
    });

  const editing = edit.row;
  const rowEdit = editing && {
    values: editing.values,
    errors: edit.errors,
    saving: edit.saving,
    onChange: edit.change,
    onSave: () => void edit.commit(),
    onCancel: edit.cancel,
  };
  const newRow = editing?.id === null;
  return (
    <EditModal
      title={t('web.reportTemplates.title')}
      dirty={edit.dirty}
      saving={edit.saving}
      onApply={editing ? () => void edit.commit() : undefined}
      onClose={onClose}
      wide
      extraActions={
        <button
          type="button"
          className="button"
          disabled={!definition || !!editing}
          onClick={() =>
            edit.start(null, { name: t('web.reportTemplates.newName'), description: '', isDefault: false })
          }
        >
          {t('web.reportTemplates.add')}
        </button>
      }
    >
      <ModalLoad ready={!!data} failed={!!error}>
        {templates.length === 0 && !newRow ? (
          <p className="report-templates-empty">{t('web.reportTemplates.empty')}</p>
        ) : (
          <table className="data-table report-templates">
            <thead>
              <tr>
                <th scope="col">{t('web.reportTemplates.name')}</th>
                <th scope="col">{t('web.reportTemplates.description')}</th>
                <th scope="col">{t('web.reportTemplates.isDefault')}</th>
                <th scope="col">{t('web.reportTemplates.created')}</th>
                <th scope="col">{t('web.reportTemplates.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {newRow && rowEdit && (
                <TemplateRow
                  template={null}
                  state="new"
                  locked={false}
                  edit={rowEdit}
                  day={day}
                  {...noActions}
                />
              )}
              {templates.map((template) => {
                const isEdited = editing?.id === template.id;
                return (
                  <TemplateRow
                    key={template.id}
                    template={template}
                    state={isEdited ? 'editing' : 'normal'}
                    locked={!!editing}
                    edit={isEdited && rowEdit ? rowEdit : undefined}
                    day={day}
                    onLoad={() => handleLoad(template)}
                    onEdit={() =>
                      edit.start(template.id, {
                        name: template.name,
                        description: template.description ?? '',
                        isDefault: template.isDefault,
                      })
                    }
                    onDuplicate={() => void handleDuplicate(template)}
                    onDelete={() => handleDelete(template)}
                  />
                );
              })}
            </tbody>
          </table>
        )}
      </ModalLoad>
    </EditModal>
  );
}

const nothing = () => undefined;
const noActions = { onLoad: nothing, onEdit: nothing, onDuplicate: nothing, onDelete: nothing };
