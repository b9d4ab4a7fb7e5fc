import { useT } from '../../i18n/hooks/useT';
import type { PublicDojo } from '../useDojoCards';

type DojoCardProps = { dojo: PublicDojo; countryName: string };

/** A dojo's card (part 3 §2): web and maps links only when present, each in a new tab. */
export function DojoCard({ dojo, countryName }: DojoCardProps) {
  const { t } = useT();
  const logo = dojo.logo ? `/dojo/${encodeURIComponent(dojo.logo)}` : '/dojo-default.svg';
  return (
    <li className="dojo-card">
      <img
        src={logo}
        alt={t('web.public.dojos.logoOf', { name: dojo.name })}
        width={64}
        height={64}
        loading="lazy"
      />
      <div className="dojo-card-body">
        <h3>{dojo.name}</h3>
        <p className="dojo-card-place">
          {dojo.city}, {countryName}
        </p>
        <dl>
          {dojo.schedule && (
            <>
              <dt>{t('web.public.dojos.schedule')}</dt>
              <dd>{dojo.schedule}</dd>
            </>
          )}
          {dojo.address && (
            <>
              <dt>{t('web.public.dojos.address')}</dt>
              <dd>{dojo.address}</dd>
            </>
          )}
          {dojo.phone && (
            <>
              <dt>{t('web.public.dojos.phone')}</dt>
              <dd>
                <a href={`tel:${dojo.phone.replace(/[^\d+]/g, '')}`}>{dojo.phone}</a>
                {dojo.contactPerson && ` (${dojo.contactPerson})`}
              </dd>
            </>
          )}
        </dl>
        <p className="dojo-card-links">
          {dojo.web && <ExternalLink href={dojo.web} label={t('web.public.dojos.web')} />}
          {dojo.maps && <ExternalLink href={dojo.maps} label={t('web.public.dojos.maps')} />}
        </p>
      </div>
    </li>
  );
}

// Only http(s) addresses become links: a stored 'javascript:' address never does.
const isWebAddress = (href: string) => /^https?:\/\//i.test(href);

function ExternalLink({ href, label }: { href: string; label: string }) {
  const { t } = useT();
  if (!isWebAddress(href)) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> {t('web.public.dojos.newTab')}</span>
    </a>
  );
}
