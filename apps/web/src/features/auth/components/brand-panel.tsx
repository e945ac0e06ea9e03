import { DEFAULT_LOGO_URL, PRODUCT_NAME } from '../../../components/default-logo';

/** The sign-in page's side panel on wide screens, with the product's message (first-load.css). */
export function BrandPanel() {
  return (
    <aside className="brand-panel" aria-label={`About ${PRODUCT_NAME}`}>
      <div className="brand-panel__mark">
        <img src={DEFAULT_LOGO_URL} alt="" width={40} height={40} />
        <span>{PRODUCT_NAME}</span>
      </div>
      <div className="brand-panel__message">
        <p className="brand-panel__headline">Step into the Future of Economic Development</p>
        <p className="brand-panel__channel">Social Media</p>
        <p className="brand-panel__motto">Connect. Engage. Grow.</p>
      </div>
      <p className="brand-panel__about">
        Plan, draft, preview and publish your organisation&apos;s social media posts with the ROI Assistant.
      </p>
    </aside>
  );
}
