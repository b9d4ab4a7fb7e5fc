import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { FieldError } from '@federa/schema/validation/auth';
import { IMPORT_COLUMNS, IMPORT_MAX_BYTES } from '@federa/schema/validation/member-import';
import { graphql } from '../../../generated/gql';
import type { MemberImportResultFieldsFragment } from '../../../generated/graphql';
import { describeError } from '../../api/describeError';
import { saveBlob } from '../../api/downloadFile';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { FormMessage } from '../../ui/components/FormMessage';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import { FieldFrame } from '../../ui/form/FieldFrame';
import { useForm } from '../../ui/form/useForm';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { useInvalidate } from '../../ui/list/invalidate';
import { fixedPlace } from '../memberForm';
import { MemberPlaceFields, type PlaceValues } from './MemberPlaceFields';
import { ImportProblems } from './ImportProblems';
import '../members.css';

graphql(`
  fragment MemberImportResultFields on MemberImportResult {
    rows
    imported
    message
    problems {
      line
      column
      message
    }
  }
`);

const ImportMembersMutation = graphql(`
  mutation ImportMembers($input: MemberImportInput!, $dryRun: Boolean!) {
    importMembers(input: $input, dryRun: $dryRun) {
      ...MemberImportResultFields
    }
  }
`);

/** A chosen file as the mutation sends it: base64 of its bytes, and its format by its name. */
async function readChosen(file: File): Promise<{ format: string; content: string }> {
  const format = /\.xlsx$/i.test(file.name) ? 'xlsx' : 'csv';
  const content = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('file not read'));
    reader.readAsDataURL(file);
  });
  return { format, content };
}

const placeRules = (values: PlaceValues): FieldError[] => [
  ...(values.associationId ? [] : [{ field: 'associationId', key: 'members.associationRequired' as const }]),
  ...(values.dojoId ? [] : [{ field: 'dojoId', key: 'members.dojoRequired' as const }]),
];

type Result = MemberImportResultFieldsFragment & { dryRun: boolean };

/**
 * /{lang}/app/asociados/importar[?asociacion=A&dojo=N]: a dojo's members from a spreadsheet (issue 16). The
 * file is checked first (the server's dry run, with the member form's rules); the import is
 * offered only for the file just checked without problems, and writes every row or none.
 */
export function MemberImportScreen() {
  const { t, lang } = useT();
  const me = useMe();
  const dialogs = useDialogs();
  const fileId = useId();
  const [search] = useSearchParams();
  const fixed = fixedPlace(me);
  // The member list's dojo, with its association (the list knows both): a national
  // administrator's own association is not the dojo's.
  const suggested = {
    associationId: Number(search.get('asociacion')) || 0,
    dojoId: Number(search.get('dojo')) || 0,
  };
  const associationId = fixed.association
    ? String(me.associationId ?? '')
    : String(suggested.associationId || '');
  // The list's dojo only where it lies in the association chosen: an association administrator
  // on another association's dojo would otherwise be offered a dojo the server refuses.
  const dojoInAssociation = suggested.dojoId && String(suggested.associationId) === associationId;
  const form = useForm<PlaceValues>({
    initial: {
      associationId,
      dojoId: fixed.dojo ? String(me.dojoId ?? '') : dojoInAssociation ? String(suggested.dojoId) : '',
    },
    rules: placeRules,
    idPrefix: 'member-import',
  });
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [run, { loading }] = useMutation(ImportMembersMutation);
  const invalidate = useInvalidate();
  useDocumentTitle(t('web.members.importTitle'));
  const dojoId = Number(form.values.dojoId) || 0;

  // Another file or dojo is another check: what was shown no longer holds.
  const forget = () => {
    setResult(null);
    setFailure(null);
  };

  const submit = async (dryRun: boolean) => {
    forget();
    if (!form.validate()) return;
    if (!file) return setFailure(t('web.members.importChooseFile'));
    if (file.size > IMPORT_MAX_BYTES) {
      return setFailure(t('members.importTooLarge', { maxMegabytes: IMPORT_MAX_BYTES / 1024 / 1024 }));
    }
    try {
      const { format, content } = await readChosen(file);
      const answer = await run({ variables: { input: { dojoId, format, content }, dryRun } });
      const outcome = answer.data!.importMembers;
      setResult({ ...outcome, dryRun });
      if (outcome.imported) {
        invalidate(['Member']);
        await dialogs.success(t('web.members.importDoneTitle'), outcome.message);
      }
    } catch (error) {
      setFailure(describeError(error, t) || t('web.members.importFailed'));
    }
  };

  const downloadTemplate = () => {
    const heading = IMPORT_COLUMNS.map((c) => c.column).join(';');
    saveBlob(new Blob([`\uFEFF${heading}\r\n`], { type: 'text/csv;charset=utf-8' }), 'asociados.csv');
  };

  const ready = result?.dryRun && !result.problems.length && result.rows > 0;
  return (
    <section className="member-import" aria-labelledby="member-import-title">
      <header className="list-header">
        <h1 id="member-import-title">{t('web.members.importTitle')}</h1>
      </header>
      <p>{t('web.members.importIntro')}</p>
      <p>{t('web.members.importColumns', { columns: IMPORT_COLUMNS.map((c) => c.column).join(', ') })}</p>
      <form
        className="member-import-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit(true);
        }}
        onChange={forget}
      >
        <div className="member-form-grid">
          <MemberPlaceFields form={form.host} />
          <FieldFrame id={fileId} label={t('web.members.importFile')} required>
            {(control) => (
              <input
                {...control}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            )}
          </FieldFrame>
        </div>
        {failure && <FormMessage kind="error">{failure}</FormMessage>}
        <div className="member-import-actions">
          <button type="button" className="button" onClick={downloadTemplate}>
            {t('web.members.importTemplate')}
          </button>
          <button type="submit" className="button" disabled={loading}>
            {loading && !ready ? t('web.members.importChecking') : t('web.members.importCheck')}
          </button>
          {ready && (
            <button
              type="button"
              className="button button--primary"
              disabled={loading}
              onClick={() => void submit(false)}
            >
              {loading ? t('web.members.importRunning') : t('web.members.importRun', { count: result.rows })}
            </button>
          )}
        </div>
      </form>
      {result && (
        <div className="member-import-result">
          <FormMessage kind={result.problems.length ? 'error' : result.imported ? 'success' : 'info'}>
            {result.message}
          </FormMessage>
          {result.imported > 0 && (
            <Link to={`/${lang}/app/asociados/dojo_${dojoId}`}>{t('web.members.importSeeList')}</Link>
          )}
          {result.problems.length > 0 && <ImportProblems problems={result.problems} />}
        </div>
      )}
    </section>
  );
}
