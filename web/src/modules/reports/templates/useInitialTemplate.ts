import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { graphql } from '../../../generated/gql';
import type { ReportTemplateRowFragment } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import { ReportTemplatesQuery } from './templateFragment';
import { useApplyTemplate, type ApplyDefinition } from './useApplyTemplate';

const DefaultReportTemplateQuery = graphql(`
  query DefaultReportTemplate {
    defaultReportTemplate {
      ...ReportTemplateRow
    }
  }
`);

const TemplateViewsQuery = graphql(`
  query TemplateViews {
    reportViews {
      code
    }
  }
`);

type InitialTemplate = {
  /** The route's idReg: 0 when the address names no template. */
  idReg: number;
  /**
   * The address carries a configuration (W1's bookmarkable report): it wins over any template,
   * since it is what the person (or whoever shared it) was last looking at.
   */
  hasAddressConfiguration: boolean;
  applyDefinition: ApplyDefinition;
};

/**
 * Part 3 §2: what the screen opens on, once. The route's template (`listado/{idReg}`) when it is
 * one of the caller's, else the caller's default template, which sets the view too. An idReg that
 * names no template of the caller's (someone else's, deleted, made up) says 'No se ha encontrado
 * la plantilla' and leaves the builder empty: quietly opening the default instead would pass it
 * off as the template asked for.
 */
export function useInitialTemplate({ idReg, hasAddressConfiguration, applyDefinition }: InitialTemplate) {
  const { t } = useT();
  const client = useApolloClient();
  const dialogs = useDialogs();
  const applyTemplate = useApplyTemplate(applyDefinition);
  const done = useRef(false);

  const open = useEffectEvent(async () => {
    const template = idReg > 0 ? await findOwn(client, idReg) : await findDefault(client);
    if (template) applyTemplate(template);
    else if (idReg > 0) {
      console.warn('No se ha encontrado la plantilla', idReg);
      await dialogs.failure(t('reports.templateNotFound'));
    }
  });

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (!hasAddressConfiguration) {
      open().catch((error: unknown) => console.error('the opening template failed', error));
    }
  }, [hasAddressConfiguration]);
}

// Templates are per administrator and views per role: always asked, never an older session's.
async function findDefault(client: ApolloClient) {
  const { data } = await client.query({ query: DefaultReportTemplateQuery, fetchPolicy: 'network-only' });
  return data?.defaultReportTemplate ?? null;
}

// The contract reads templates by view: the caller's views' lists, where the id is or is not.
async function findOwn(client: ApolloClient, id: number): Promise<ReportTemplateRowFragment | null> {
  const { data } = await client.query({ query: TemplateViewsQuery, fetchPolicy: 'network-only' });
  const lists = await Promise.all(
    (data?.reportViews ?? []).map(({ code }) =>
      client.query({ query: ReportTemplatesQuery, variables: { view: code }, fetchPolicy: 'network-only' }),
    ),
  );
  return lists.flatMap((list) => list.data?.reportTemplates ?? []).find((row) => row.id === id) ?? null;
}
