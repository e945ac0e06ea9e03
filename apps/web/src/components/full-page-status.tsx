import { DEFAULT_LOGO_URL } from './default-logo';

interface FullPageStatusProps {
  eyebrow?: string;
  title: string;
  subtitle?: string;
}

/**
 * A whole-screen waiting state: application start, the signed-in user's menu, sign-out. Drawn without
 * MUI: it shows while the routed app's code is on its way (first-load.css).
 */
export function FullPageStatus({ eyebrow, title, subtitle }: FullPageStatusProps) {
  return (
    <div role="status" aria-live="polite" className="full-page-status">
      <div className="full-page-status__mark">
        <svg className="full-page-status__spinner" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
          <circle cx="36" cy="36" r="34.75" strokeWidth="2.5" />
        </svg>
        <img src={DEFAULT_LOGO_URL} alt="" width={40} height={40} />
      </div>
      {eyebrow && <p className="full-page-status__eyebrow">{eyebrow}</p>}
      <p className="full-page-status__title">{title}</p>
      {subtitle && <p className="full-page-status__subtitle">{subtitle}</p>}
    </div>
  );
}
