import { useId, useState } from 'react';
import { PlainIcon } from './plain-icons';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

/**
 * 'Something went wrong!' with a Show Error / Hide Error toggle revealing the message. Drawn without MUI
 * (first-load.css): it must show even when what failed was loading the rest of the app's code.
 */
export function ErrorFallback({ error }: { error: unknown }) {
  const [isShown, setIsShown] = useState(false);
  const detailsId = useId();
  return (
    <div className="error-fallback">
      <div role="alert" className="error-fallback__card">
        <PlainIcon name="errorOutline" className="error-fallback__icon" />
        <h2>Something went wrong!</h2>
        <p className="error-fallback__hint">
          Reload the page to try again. If it keeps happening, the details below help us find the cause.
        </p>
        <div className="error-fallback__actions">
          <button type="button" className="plain-button" onClick={() => window.location.reload()}>
            Reload page
          </button>
          <button
            type="button"
            className="plain-button plain-button--outlined"
            aria-expanded={isShown}
            aria-controls={detailsId}
            onClick={() => setIsShown((shown) => !shown)}
          >
            {isShown ? 'Hide Error' : 'Show Error'}
          </button>
        </div>
        {isShown && <pre id={detailsId}>{describe(error)}</pre>}
      </div>
    </div>
  );
}
