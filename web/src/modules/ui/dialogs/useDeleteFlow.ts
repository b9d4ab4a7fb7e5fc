import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describeRefusal } from '../../api/describeError';
import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from './DialogsContext';

type DeleteRequest = {
  /** Shown in the question: what is about to go. */
  name: string;
  /** Deletes and returns the server's success message ('Dojo eliminado', ...). */
  run: () => Promise<string>;
  /** The question when it is not '¿Seguro que quieres eliminar «name»?' (a grade's own, §5). */
  question?: string;
  /**
   * What a failure says unless the server's refusal carries its own title: a screen's own words ('El grado no se puede eliminar.' / 'Ha habido un error al intentar eliminar el grado').
   */
  failure?: { title: string; text: string };
  /** After the success message has been shown: reload the list. */
  onDeleted: () => void;
};

/** Asks, deletes, then shows the success for 1.5 s or the refusal of part 1 §8 (title + text). */
export function useDeleteFlow() {
  const { t } = useT();
  const dialogs = useDialogs();
  return async ({ name, run, question, failure, onDeleted }: DeleteRequest) => {
    const sure = await dialogs.confirm(
      t('web.modal.confirmDeleteTitle'),
      question ?? t('web.modal.confirmDelete', { name }),
    );
    if (!sure) return;
    let message: string;
    try {
      message = await run();
    } catch (error) {
      // Part 2 §8: the screen's own words, unless the server's refusal names its own title.
      const ownTitle =
        CombinedGraphQLErrors.is(error) && typeof error.errors[0]?.extensions?.title === 'string';
      const { title, text } = failure && !ownTitle ? failure : describeRefusal(error, t);
      await dialogs.failure(title, text);
      return;
    }
    await dialogs.success(message);
    onDeleted();
  };
}
