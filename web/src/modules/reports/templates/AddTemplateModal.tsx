import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../../generated/gql';
import { useT } from '../../i18n/hooks/useT';
import { FormCheckbox, FormText } from '../../ui/form/fields';
import { useForm } from '../../ui/form/useForm';
import { EditModal } from '../../ui/modal/EditModal';
import { useModalSave } from '../../ui/modal/useModalSave';
import { templateFormErrors, templateInput, type DefinitionInput, type TemplateValues } from './templateForm';

const AddReportTemplateMutation = graphql(`
  mutation AddReportTemplate($input: ReportTemplateInput!) {
    addReportTemplate(input: $input) {
      id
    }
  }
`);

type AddTemplateModalProps = {
  view: string;
  definition: DefinitionInput;
  onClose: () => void;
  /** The template is stored (the screen may say so or reload its list). */
  onSaved: (id: number) => void;
};

/**
 * 'Añadir Plantilla' (part 3 §2): the screen's configuration saved under a name ('Nueva plantilla'
 * proposed), a description and the default flag. A taken name ('Ya existe una plantilla con ese
 * nombre.') comes back from the server and is shown under the name.
 */
export function AddTemplateModal({ view, definition, onClose, onSaved }: AddTemplateModalProps) {
  const { t } = useT();
  const client = useApolloClient();
  const form = useForm<TemplateValues>({
    initial: { name: t('web.reportTemplates.newName'), description: '', isDefault: false },
    rules: templateFormErrors,
    idPrefix: 'add-template',
    // A refusal may name the fields as the REST door does.
    serverFields: { nombre: 'name', descripcion: 'description' },
  });
  const save = async () => {
    const input = templateInput(view, form.values, definition);
    const { data } = await client.mutate({ mutation: AddReportTemplateMutation, variables: { input } });
    return data!.addReportTemplate.id;
  };
  const { apply, saving } = useModalSave(form, save, onSaved);

  return (
    <EditModal
      title={t('web.reportTemplates.addTitle')}
      dirty={form.dirty}
      saving={saving}
      onApply={apply}
      onClose={onClose}
    >
      <FormText form={form.host} field="name" label={t('web.reportTemplates.name')} required />
      <FormText form={form.host} field="description" label={t('web.reportTemplates.description')} />
      <FormCheckbox form={form.host} field="isDefault" label={t('web.reportTemplates.isDefault')} />
    </EditModal>
  );
}
