import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../../generated/gql';
import type { CardCheckFieldsFragment } from '../../../generated/graphql';
import { AuthLayout } from '../../auth/components/AuthLayout';
import { useT } from '../../i18n/hooks/useT';
import { Avatar } from '../../shell/components/Avatar';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import '../memberView.css';

// Only what a card check needs: no mail, birth date, address or phone is asked for (part 2 §2,
// issue 13: a card is read by strangers at a door).
export const CardCheckFields = graphql(`
  fragment CardCheckFields on CardCheck {
    memberNumber
    fullName
    dojoName
    associationName
    avatar
    currentYear
    feeValidatedThisYear
    validatedFeeYear
    grade
    title
  }
`);

/**
 * The unsigned card check, the address of a card's QR code: who the card belongs to, whether this
 * year's fee is validated (in words and a mark; the colour only repeats them), the current grade
 * and title, and the way to sign in.
 */
export function CardCheckScreen({
  check,
  signedIn = false,
}: {
  check: CardCheckFieldsFragment;
  signedIn?: boolean;
}) {
  const { t, lang } = useT();
  const paid = check.feeValidatedThisYear;
  const facts: [string, string][] = [
    [t('web.memberView.number'), check.memberNumber],
    [t('web.members.dojo'), check.dojoName],
    [t('web.members.association'), check.associationName],
    [t('web.memberView.gradeLabel'), check.grade ?? t('web.memberView.noGrade')],
    [t('web.memberView.titleLabel'), check.title ?? t('web.memberView.noTitle')],
  ];
  const body = (
    <>
      <p>{t('web.memberView.checkIntro')}</p>
      <div className="card-check-who">
        <Avatar name={check.avatar} size={96} />
        <p data-testid="card-check-name">{check.fullName}</p>
      </div>
      <dl className="mv-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t('web.memberView.feeThisYear', { year: check.currentYear })}</dt>
          <dd>
            <span
              className={`card-check-fee card-check-fee--${paid ? 'yes' : 'no'}`}
              data-testid="card-check-fee"
            >
              <span aria-hidden="true">{paid ? '✓' : '✗'}</span>
              {t(paid ? 'web.memberView.feeValidated' : 'web.memberView.feeNotValidated')}
            </span>
          </dd>
        </div>
        {!paid && (
          <div>
            <dt>{t('web.memberView.lastValidatedFee')}</dt>
            <dd>{check.validatedFeeYear ?? t('web.memberView.noValidatedFee')}</dd>
          </div>
        )}
      </dl>
      {!signedIn && (
        <p>
          <Link className="button button--primary" to={`/${lang}/app/inicio`}>
            {t('web.auth.title')}
          </Link>
        </p>
      )}
    </>
  );
  if (signedIn) return <SignedInCheck title={t('web.memberView.checkTitle')}>{body}</SignedInCheck>;
  return <AuthLayout title={t('web.memberView.checkTitle')}>{body}</AuthLayout>;
}

/** Inside the application's shell, which already holds the page's frame and its main landmark. */
function SignedInCheck({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="member-view card-check" aria-labelledby="card-check-title">
      <h1 id="card-check-title">{title}</h1>
      {children}
    </section>
  );
}
