import { Link } from 'react-router';

type BrandLinkProps = { to: string; label: string };

export function BrandLink({ to, label }: BrandLinkProps) {
  return (
    <Link to={to} className="brand">
      <span className="brand-mark" aria-hidden="true" />
      <span className="brand-label">{label}</span>
    </Link>
  );
}
