import { DEFAULT_LOGO_URL, PRODUCT_NAME } from './default-logo';

/**
 * The product's mark and name, as the public pages show it. `isNameHiddenOnPhones` leaves only the mark
 * below 600 px wide, where a top bar needs the room for the screen's title. Drawn without MUI: the
 * sign-in page shown alone has it too (first-load.css).
 */
export function BrandMark({ size = 36, isNameHiddenOnPhones = false }: { size?: number; isNameHiddenOnPhones?: boolean }) {
  return (
    <span className={isNameHiddenOnPhones ? 'brand-mark brand-mark--name-hidden-on-phones' : 'brand-mark'}>
      <img src={DEFAULT_LOGO_URL} alt="" width={size} height={size} />
      <span className="brand-mark__name" style={{ fontSize: size * 0.5 }}>
        {PRODUCT_NAME}
      </span>
    </span>
  );
}
