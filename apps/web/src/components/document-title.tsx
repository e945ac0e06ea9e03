import { PRODUCT_NAME } from './default-logo';

/** React hoists <title> into the document head. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} · ${PRODUCT_NAME}`}</title>;
}
