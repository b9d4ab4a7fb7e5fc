import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import { definitionInput, type DefinitionInput } from './templateForm';
import type { ReportTemplateRowFragment } from '../../../generated/graphql';

/** The screen's way to take a configuration (W1's useReportDraft.applyDefinition). */
export type ApplyDefinition = (view: string, definition: DefinitionInput) => void;

/**
 * Puts a template on the screen (its view, fields, filters and groupings). The server drops what
 * today's catalogue no longer knows; the person is told which fields went, in a message that
 * stays until it is read.
 */
export function useApplyTemplate(applyDefinition: ApplyDefinition) {
  const { t } = useT();
  const dialogs = useDialogs();
  return (template: ReportTemplateRowFragment) => {
    applyDefinition(template.view, definitionInput(template.definition));
    if (!template.dropped.length) return;
    void dialogs.present(t('web.reportTemplates.droppedTitle'), {
      text: t('web.reportTemplates.dropped'),
      content: (
        <ul className="report-template-dropped">
          {template.dropped.map((key) => (
            <li key={key}>{key}</li>
          ))}
        </ul>
      ),
    });
  };
}
