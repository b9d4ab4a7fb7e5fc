import { cardName } from '@federa/schema/validation/cards';
import { useT } from '../../i18n/hooks/useT';
import { QrCode } from '../../members/components/QrCode';
import { cardCheckUrl, type PrintedCard } from '../cardDocument';

type CardFacesProps = { card: PrintedCard };

/**
 * A card's front and back as the PDF draws them (cardDocument.ts): the same words in the same
 * places, at the card's own proportions (cards.css), so the preview is what will be printed.
 */
export function CardFaces({ card }: CardFacesProps) {
  const { t } = useT();
  const name = cardName(card.firstName, card.lastName);
  const url = cardCheckUrl(window.location.origin, card);
  return (
    <li className="card-pair" data-card-id={card.id}>
      <figure className="card-face card-face--front" aria-label={t('web.cards.front', { name })}>
        <p className="card-federation">{t('web.site.federationName')}</p>
        <p className="card-association">{card.associationName}</p>
        <div className="card-body">
          <img
            className="card-avatar"
            src={`/avatars/${encodeURIComponent(card.avatar || 'default.jpg')}`}
            alt=""
            onError={(event) => {
              if (!event.currentTarget.src.endsWith('/default.jpg'))
                event.currentTarget.src = '/avatars/default.jpg';
            }}
          />
          <div>
            <p className="card-name">{name}</p>
            <p>
              {t('web.cards.cardNumber')} {card.memberNumber}
            </p>
            <p>
              {t('web.cards.cardDojo')}: {card.dojoName}
            </p>
            <p className="card-year">
              {t('web.cards.cardFee')}: {card.validatedFeeYear ?? t('web.cards.cardNoFee')}
            </p>
          </div>
        </div>
      </figure>
      <figure className="card-face card-face--back" aria-label={t('web.cards.back', { name })}>
        {url && <QrCode text={url} alt={t('web.cards.qrAlt', { name })} size={150} />}
        <div>
          <p>{t('web.cards.cardCheck')}</p>
          <p className="card-name">{card.memberNumber}</p>
        </div>
      </figure>
    </li>
  );
}
