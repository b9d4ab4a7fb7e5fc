import { useT } from '../../i18n/hooks/useT';
import { ContactForm } from './ContactForm';
import { RichText } from './RichText';

type Book = { title: string; author: string; year: string; url: string };

export function HeroSection() {
  const { t } = useT();
  return (
    <section className="site-hero" aria-labelledby="site-title">
      <h1 id="site-title">{t('web.public.title')}</h1>
      <figure>
        <blockquote>
          <p>{t('web.public.hero.quote')}</p>
        </blockquote>
        <figcaption>{t('web.public.hero.author')}</figcaption>
      </figure>
      <p className="site-hero-lead">{t('web.public.hero.lead')}</p>
    </section>
  );
}

export function PublicationsSection() {
  const { t } = useT();
  const books = t('web.public.publications.books', { returnObjects: true }) as Book[];
  return (
    <section id="publicaciones" className="site-section" aria-labelledby="publicaciones-title">
      <h2 id="publicaciones-title">{t('web.public.publications.title')}</h2>
      <ul className="books">
        {(Array.isArray(books) ? books : []).map((book) => (
          <li key={book.title} className="book">
            <h3>{book.title}</h3>
            <p>{t('web.public.publications.by', { author: book.author, year: book.year })}</p>
            <a href={book.url} target="_blank" rel="noopener noreferrer">
              {t('web.public.publications.buy')}
              <span className="visually-hidden">
                : {book.title} {t('web.public.dojos.newTab')}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HistorySection() {
  const { t } = useT();
  return (
    <section id="nuestra-historia" className="site-section" aria-labelledby="historia-title">
      <h2 id="historia-title">{t('web.public.history.title')}</h2>
      <RichText className="rich-text" html={t('web.public.history.html')} />
    </section>
  );
}

export function OnlineDojoSection() {
  const { t } = useT();
  return (
    <section id="dojo-online" className="site-section" aria-labelledby="online-title">
      <h2 id="online-title">{t('web.public.online.title')}</h2>
      <RichText className="rich-text" html={t('web.public.online.html')} />
      <a
        className="button button--primary"
        href={t('web.public.online.url')}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('web.public.online.button')}
        <span className="visually-hidden"> {t('web.public.dojos.newTab')}</span>
      </a>
    </section>
  );
}

export function ContactSection() {
  const { t } = useT();
  return (
    <section id="contacto" className="site-section" aria-labelledby="contacto-title">
      <h2 id="contacto-title">{t('web.public.contact.title')}</h2>
      <RichText className="rich-text" html={t('web.public.contact.html')} />
      <ContactForm />
    </section>
  );
}
