import { useMatches } from 'react-router';

/** What a route tells the shells about itself (its `handle`). */
export interface RouteHandle {
  title: string;
  /** The address of the Help article about this screen: what its header's "?" opens. */
  helpPath?: string;
  /** The catch-all: the address is none of this product's (a visitor is shown not-found, not sent to sign in). */
  isUnknownAddress?: boolean;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** The title of the deepest matched route that names one. */
export function usePageTitle(): string {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return '';
}

/** The Help article of the deepest matched route that names one, if any. */
export function useHelpPath(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.helpPath;
  }
  return undefined;
}

/** Whether the address matched no route but the catch-all. */
export function useIsUnknownAddress(): boolean {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle;
  return isRouteHandle(handle) && handle.isUnknownAddress === true;
}
