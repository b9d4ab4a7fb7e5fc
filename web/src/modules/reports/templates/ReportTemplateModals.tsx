import { ExportModal } from '../export/ExportModal';
import { AddTemplateModal } from './AddTemplateModal';
import type { FilterInput } from './templateForm';
import { TemplatesModal } from './TemplatesModal';
import type { ApplyDefinition } from './useApplyTemplate';

/** The screen's configuration as the templates and the export read it (W1's ReportDraft). */
export type ReportDraftView = {
  view: string | null;
  fields: string[];
  groupBy: string[];
  filter: FilterInput | null;
};

type ReportTemplateModalsProps = {
  /** The screen's open modal; the others (fields, filters…) are not these. */
  open: string | null;
  draft: ReportDraftView;
  /** The shown result's order and row count (the export's file follows them). */
  orderBy?: string | null;
  total: number;
  applyDefinition: ApplyDefinition;
  onClose: () => void;
};

/**
 * The report builder's templates, 'Añadir Plantilla' and 'Exportar resultados' modals, mounted by
 * the screen with one element: whichever of them its `modals` state names.
 */
export function ReportTemplateModals({
  open,
  draft,
  orderBy,
  total,
  applyDefinition,
  onClose,
}: ReportTemplateModalsProps) {
  const { view } = draft;
  if (!view) return null;
  const configured = draft.fields.length > 0 || draft.groupBy.length > 0 || !!draft.filter?.groups.length;
  const definition = configured
    ? { fields: draft.fields, groupBy: draft.groupBy, filter: draft.filter }
    : null;
  if (open === 'templates') {
    return (
      <TemplatesModal
        view={view}
        definition={definition}
        applyDefinition={applyDefinition}
        onClose={onClose}
      />
    );
  }
  if (open === 'addTemplate' && definition) {
    return <AddTemplateModal view={view} definition={definition} onClose={onClose} onSaved={onClose} />;
  }
  if (open === 'export') {
    return <ExportModal request={{ ...draft, view, orderBy }} total={total} onClose={onClose} />;
  }
  return null;
}
